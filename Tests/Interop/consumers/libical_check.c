/* libical-check FILE: a calendar read by libical (the library behind
 * Evolution, Thunderbird's old Lightning, KDE's importers and many CalDAV
 * servers).
 *
 * It parses FILE, runs libical's restriction checks (icalrestriction_check,
 * RFC 5545/5546 property counts, with the rules of the calendar's METHOD)
 * and prints every X-LIC-ERROR property the parser or the checks attached:
 *
 *     ERROR<TAB>COMPONENT<TAB>message
 *
 * Then each VEVENT is expanded (DTSTART, RRULE, RDATE, EXDATE) with libical's
 * own recurrence iterator, times converted to UTC through the calendar's
 * VTIMEZONE components, one line per occurrence:
 *
 *     OCCURRENCE<TAB>UID<TAB>2026-01-05T00:30:00Z   (date-time, in UTC)
 *     OCCURRENCE<TAB>UID<TAB>2026-01-05             (all-day, a DATE)
 *
 * With LIBICAL_CHECK_DETAILS=1 in the environment (the differential tests
 * of test_paths.py), each OCCURRENCE line goes on with the occurrence's
 * end (the start plus the event's length, DTEND - DTSTART or DURATION, in
 * elapsed seconds; the day after the last for all-day events), SUMMARY,
 * STATUS and the alarms, each the instant it rings (in UTC; for an
 * all-day event the TRIGGER's offset in seconds), comma-separated:
 *
 *     OCCURRENCE<TAB>UID<TAB>START<TAB>END<TAB>SUMMARY<TAB>STATUS<TAB>ALARMS
 *
 * Exit status: 0 when no ERROR line was printed, 1 when some were, 2 when
 * the file cannot be read or holds no VCALENDAR. */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* No calendar of the suite recurs past this; a rule without an end stops here. */
#define LAST_YEAR 2200
#define MAX_OCCURRENCES 200000

static int errors = 0;

static void report_errors(icalcomponent *component)
{
    for (icalproperty *p = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY); p;
         p = icalcomponent_get_next_property(component, ICAL_XLICERROR_PROPERTY)) {
        const char *text = icalproperty_get_xlicerror(p);
        icalparameter *type = icalproperty_get_first_parameter(p, ICAL_XLICERRORTYPE_PARAMETER);
        printf("ERROR\t%s\t%s%s%s\n", icalcomponent_kind_to_string(icalcomponent_isa(component)),
               type ? icalparameter_enum_to_string(icalparameter_get_xlicerrortype(type)) : "",
               type ? ": " : "", text ? text : "(no text)");
        errors++;
    }
    for (icalcomponent *c = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT); c;
         c = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT))
        report_errors(c);
}

/* A DATE or DATE-TIME property's value with the zone its TZID names,
 * looked up in the calendar's own VTIMEZONE components. */
static struct icaltimetype zoned(icalcomponent *event, icalproperty *property, struct icaltimetype value)
{
    icalparameter *tzid = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER);
    if (tzid && !icaltime_is_date(value) && !icaltime_is_utc(value)) {
        const char *name = icalparameter_get_tzid(tzid);
        icaltimezone *zone = icalcomponent_get_timezone(icalcomponent_get_parent(event), name);
        if (!zone) {
            printf("ERROR\tVEVENT\tTZID %s has no VTIMEZONE in the calendar\n", name);
            errors++;
        } else {
            value = icaltime_set_timezone(&value, zone);
        }
    }
    return value;
}

static int details = 0;
/* The event being expanded, and its length (seconds, or days for DATEs). */
static icalcomponent *current_event = NULL;
static long current_length = 0;

static void print_utc(time_t when)
{
    struct icaltimetype u = icaltime_from_timet_with_zone(when, 0, icaltimezone_get_utc_timezone());
    printf("%04d-%02d-%02dT%02d:%02d:%02dZ", u.year, u.month, u.day, u.hour, u.minute, u.second);
}

static time_t utc_seconds(struct icaltimetype t)
{
    return icaltime_as_timet_with_zone(icaltime_convert_to_zone(t, icaltimezone_get_utc_timezone()),
                                       icaltimezone_get_utc_timezone());
}

static void print_details(struct icaltimetype t)
{
    printf("\t");
    if (icaltime_is_date(t)) {
        struct icaltimetype end = t;
        icaltime_adjust(&end, (int)current_length, 0, 0, 0);
        printf("%04d-%02d-%02d", end.year, end.month, end.day);
    } else {
        print_utc(utc_seconds(t) + current_length);
    }
    const char *summary = icalcomponent_get_summary(current_event);
    icalproperty *status = icalcomponent_get_first_property(current_event, ICAL_STATUS_PROPERTY);
    printf("\t%s\t%s\t", summary ? summary : "", status ? icalproperty_get_value_as_string(status) : "");
    int first = 1;
    for (icalcomponent *alarm = icalcomponent_get_first_component(current_event, ICAL_VALARM_COMPONENT); alarm;
         alarm = icalcomponent_get_next_component(current_event, ICAL_VALARM_COMPONENT)) {
        icalproperty *trigger = icalcomponent_get_first_property(alarm, ICAL_TRIGGER_PROPERTY);
        if (!trigger)
            continue;
        int offset = icaldurationtype_as_int(icalproperty_get_trigger(trigger).duration);
        printf(first ? "" : ",");
        first = 0;
        if (icaltime_is_date(t))
            printf("%d", offset);
        else
            print_utc(utc_seconds(t) + offset);
    }
}

static void print_occurrence(const char *uid, struct icaltimetype t)
{
    if (icaltime_is_date(t)) {
        printf("OCCURRENCE\t%s\t%04d-%02d-%02d", uid, t.year, t.month, t.day);
    } else {
        struct icaltimetype u = icaltime_convert_to_zone(t, icaltimezone_get_utc_timezone());
        printf("OCCURRENCE\t%s\t%04d-%02d-%02dT%02d:%02d:%02dZ", uid, u.year, u.month, u.day, u.hour,
               u.minute, u.second);
    }
    if (details)
        print_details(t);
    printf("\n");
}

static int excluded(struct icaltimetype t, struct icaltimetype *excluded_times, int count)
{
    for (int i = 0; i < count; i++)
        if (icaltime_compare(t, excluded_times[i]) == 0)
            return 1;
    return 0;
}

static void expand(icalcomponent *event)
{
    const char *uid = icalcomponent_get_uid(event);
    icalproperty *start_property = icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY);
    if (!uid || !start_property) {
        printf("ERROR\tVEVENT\tan event without UID or DTSTART\n");
        errors++;
        return;
    }
    struct icaltimetype start = zoned(event, start_property, icalproperty_get_dtstart(start_property));
    current_event = event;
    current_length = 0;
    icalproperty *end_property = icalcomponent_get_first_property(event, ICAL_DTEND_PROPERTY);
    icalproperty *duration_property = icalcomponent_get_first_property(event, ICAL_DURATION_PROPERTY);
    if (end_property) {
        struct icaltimetype end = zoned(event, end_property, icalproperty_get_dtend(end_property));
        if (icaltime_is_date(start))
            current_length = (long)((icaltime_as_timet(end) - icaltime_as_timet(start)) / 86400);
        else
            current_length = (long)(utc_seconds(end) - utc_seconds(start));
    } else if (duration_property) {
        int seconds = icaldurationtype_as_int(icalproperty_get_duration(duration_property));
        current_length = icaltime_is_date(start) ? seconds / 86400 : seconds;
    } else if (icaltime_is_date(start)) {
        current_length = 1;
    }

    int exdate_count = 0;
    for (icalproperty *p = icalcomponent_get_first_property(event, ICAL_EXDATE_PROPERTY); p;
         p = icalcomponent_get_next_property(event, ICAL_EXDATE_PROPERTY))
        exdate_count++;
    struct icaltimetype *exdates = calloc(exdate_count ? exdate_count : 1, sizeof *exdates);
    int n = 0;
    for (icalproperty *p = icalcomponent_get_first_property(event, ICAL_EXDATE_PROPERTY); p;
         p = icalcomponent_get_next_property(event, ICAL_EXDATE_PROPERTY))
        exdates[n++] = zoned(event, p, icalproperty_get_exdate(p));

    int rules = 0, printed = 0;
    for (icalproperty *p = icalcomponent_get_first_property(event, ICAL_RRULE_PROPERTY); p;
         p = icalcomponent_get_next_property(event, ICAL_RRULE_PROPERTY)) {
        rules++;
        struct icalrecurrencetype rule = icalproperty_get_rrule(p);
        icalrecur_iterator *iterator = icalrecur_iterator_new(rule, start);
        if (!iterator) {
            printf("ERROR\tVEVENT\t%s: libical cannot iterate RRULE:%s\n", uid, icalrecurrencetype_as_string(&rule));
            errors++;
            continue;
        }
        for (struct icaltimetype t = icalrecur_iterator_next(iterator); !icaltime_is_null_time(t);
             t = icalrecur_iterator_next(iterator)) {
            if (t.year > LAST_YEAR || ++printed > MAX_OCCURRENCES)
                break;
            if (!excluded(t, exdates, exdate_count))
                print_occurrence(uid, t);
        }
        icalrecur_iterator_free(iterator);
    }
    if (rules == 0 && !excluded(start, exdates, exdate_count))
        print_occurrence(uid, start);
    for (icalproperty *p = icalcomponent_get_first_property(event, ICAL_RDATE_PROPERTY); p;
         p = icalcomponent_get_next_property(event, ICAL_RDATE_PROPERTY)) {
        struct icaldatetimeperiodtype value = icalproperty_get_rdate(p);
        struct icaltimetype t = icaltime_is_null_time(value.time) ? value.period.start : value.time;
        t = zoned(event, p, t);
        if (!excluded(t, exdates, exdate_count))
            print_occurrence(uid, t);
    }
    free(exdates);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: libical-check FILE.ics\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    size_t capacity = 1 << 16, length = 0;
    char *text = malloc(capacity);
    for (size_t got; (got = fread(text + length, 1, capacity - length - 1, file)) > 0;) {
        length += got;
        if (capacity - length < 2)
            text = realloc(text, capacity *= 2);
    }
    fclose(file);
    text[length] = '\0';

    const char *wanted = getenv("LIBICAL_CHECK_DETAILS");
    details = wanted && strcmp(wanted, "1") == 0;
    icalerror_set_errors_are_fatal(0);
    icalcomponent *root = icalparser_parse_string(text);
    free(text);
    if (!root || icalcomponent_isa(root) != ICAL_VCALENDAR_COMPONENT) {
        printf("ERROR\tFILE\tlibical found no single VCALENDAR in the file\n");
        return 2;
    }
    icalrestriction_check(root);
    report_errors(root);
    for (icalcomponent *event = icalcomponent_get_first_component(root, ICAL_VEVENT_COMPONENT); event;
         event = icalcomponent_get_next_component(root, ICAL_VEVENT_COMPONENT))
        expand(event);
    icalcomponent_free(root);
    return errors ? 1 : 0;
}
