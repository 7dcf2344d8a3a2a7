# icalendar-ruby FILE: a calendar read by the Ruby icalendar gem (Debian's
# ruby-icalendar, used by Rails applications, Redmine and Discourse plug-ins,
# Jekyll and Middleman sites).
#
# The file is parsed in strict mode (an unknown property or a malformed
# value is an error), every component must be valid? in strict mode, and
# every date-time with a TZID is placed in time the way the gem does it:
# through the calendar's own VTIMEZONE (Icalendar::Timezone#offset_for_local,
# on ice_cube schedules of its STANDARD and DAYLIGHT parts).
#
# The gem has no recurrence expansion of events (the icalendar-recurrence
# gem is not packaged in Debian), so each RRULE is expanded by ice_cube, the
# library the gem itself uses, over the event's local wall-clock times; each
# local time is then placed through the VTIMEZONE as above, EXDATEs are
# removed and a rule's UNTIL is compared as an instant.
#
# Output, as libical-check's:
#   ERROR<TAB>COMPONENT<TAB>message
#   OCCURRENCE<TAB>UID<TAB>2026-01-05T00:30:00Z | 2026-01-05
# Exit status 0 when no ERROR line was printed, else 1.
#
# icalendar-ruby --serve: the paths of calendars on standard input, one a
# line; each is read as above, its lines followed by END<TAB>status (the
# exit status a run over that file alone gives). The tests hand many
# calendars to one process this way, paying Ruby's start-up and the gems'
# loading once.
require 'date'
require 'stringio'
require 'icalendar'
require 'ice_cube'

LAST_YEAR = 2200
$errors = 0

def error(component, message)
  puts "ERROR\t#{component}\t#{message.to_s.gsub(/\s+/, ' ')}"
  $errors += 1
end

def values(property)
  Array(property).flat_map { |value| value.is_a?(Icalendar::Values::Array) ? value.value : [value] }
end

# The local wall-clock fields of a DATE or DATE-TIME value, as a UTC Time.
def wall(value)
  v = value.value
  return Time.utc(v.year, v.month, v.day) if value.is_a?(Icalendar::Values::Date)
  Time.utc(v.year, v.month, v.day, v.hour, v.min, v.sec)
end

def tzid_of(value)
  tzid = value.ical_params['tzid']
  tzid.is_a?(Array) ? tzid.first : tzid
end

# A wall-clock time in the zone as the gem's TimeWithZone places it.
def instant(wall_time, zone)
  local = DateTime.new(wall_time.year, wall_time.month, wall_time.day, wall_time.hour, wall_time.min, wall_time.sec)
  offset = zone.offset_for_local(local).to_s
  Time.new(wall_time.year, wall_time.month, wall_time.day, wall_time.hour, wall_time.min, wall_time.sec, offset).utc
end

def show(time, all_day)
  all_day ? time.strftime('%Y-%m-%d') : time.strftime('%Y-%m-%dT%H:%M:%SZ')
end

def expand(calendar, event)
  uid = event.uid.to_s
  start = event.dtstart
  return error('VEVENT', "#{uid}: no DTSTART") if start.nil?
  all_day = start.is_a?(Icalendar::Values::Date)
  tzid = all_day ? nil : tzid_of(start)
  zone = nil
  if tzid && tzid != 'UTC'
    zone = calendar.timezones.find { |z| z.tzid.to_s == tzid }
    return error('VEVENT', "#{uid}: TZID #{tzid} has no VTIMEZONE") if zone.nil?
  end
  utc = !all_day && start.tz_utc
  to_instant = lambda do |w|
    if all_day then w
    elsif zone then instant(w, zone)
    elsif utc then w
    else w # floating: reported as if UTC, as the comparison expects zoned times
    end
  end

  # What the gem itself made of DTSTART must be the same instant.
  unless all_day
    parsed = start.value.to_time.getutc
    placed = to_instant.call(wall(start))
    error('VEVENT', "#{uid}: DTSTART parsed as #{parsed}, placed as #{placed}") if parsed != placed
  end

  excluded = values(event.exdate).map { |v| wall(v) }
  first = wall(start)
  occurrences = []
  if event.rrule.empty?
    occurrences << first
  else
    event.rrule.each do |rrule|
      text = rrule.value_ical
      until_text = text[/UNTIL=([0-9TZ]+)/, 1]
      rule = IceCube::Rule.from_ical(text.sub(/;?UNTIL=[0-9TZ]+/, '').sub(/\A;/, ''))
      schedule = IceCube::Schedule.new(first)
      schedule.add_recurrence_rule(rule)
      limit = if until_text.nil? then nil
              elsif until_text.end_with?('Z') then Time.strptime(until_text + '+0000', '%Y%m%dT%H%M%SZ%z').utc
              elsif until_text.include?('T') then Time.strptime(until_text + '+0000', '%Y%m%dT%H%M%S%z').utc
              else Time.strptime(until_text + '+0000', '%Y%m%d%z').utc
              end
      closing = limit ? limit + 2 * 86_400 : Time.utc(LAST_YEAR, 12, 31)
      schedule.occurrences(closing).each do |occurrence|
        local = Time.utc(occurrence.year, occurrence.month, occurrence.day, occurrence.hour, occurrence.min, occurrence.sec)
        if limit
          # UNTIL in UTC bounds the instant; a DATE or floating UNTIL bounds the local time.
          bounded = until_text.end_with?('Z') ? to_instant.call(local) : local
          next if bounded > limit
        end
        occurrences << local
      end
    end
  end
  values(event.rdate).each { |v| occurrences << wall(v) }
  occurrences.uniq.sort.each do |local|
    next if excluded.include?(local)
    puts "OCCURRENCE\t#{uid}\t#{show(to_instant.call(local), all_day)}"
  end
end

# Reads the calendar at `path`; returns the exit status.
def consume(path)
  $errors = 0
  begin
    calendars = Icalendar::Parser.new(File.read(path, encoding: 'UTF-8'), true).parse
  rescue StandardError => e
    error('FILE', "#{e.class}: #{e.message}")
    return 1
  end
  error('FILE', "#{calendars.size} VCALENDAR components, expected 1") unless calendars.size == 1
  calendars.each do |calendar|
    error('VCALENDAR', 'not valid? in strict mode') unless calendar.valid?(true)
    calendar.timezones.each { |zone| error('VTIMEZONE', "#{zone.tzid} not valid?") unless zone.valid?(true) }
    calendar.events.each do |event|
      error('VEVENT', "#{event.uid} not valid? in strict mode") unless event.valid?(true)
      event.alarms.each { |alarm| error('VALARM', "#{event.uid}: an alarm not valid?") unless alarm.valid?(true) }
      begin
        expand(calendar, event)
      rescue StandardError => e
        error('VEVENT', "#{event.uid}: #{e.class}: #{e.message}")
      end
    end
  end
  $errors.zero? ? 0 : 1
end

if ARGV == ['--serve']
  $stdin.each_line do |line|
    status = consume(line.chomp("\n"))
    puts "END\t#{status}"
    $stdout.flush
  end
  exit 0
end
exit consume(ARGV.fetch(0))
