/// The options of `sync`: the server, the account and its password, and
/// what to do.
extension Option {
  package static let server = Option(
    "--server", value: "URL",
    help:
      "the CalDAV server, such as https://caldav.icloud.com/ (found from /.well-known/caldav); https only, http:// only to this machine",
    manual:
      "The server, such as https://caldav.icloud.com/, https://caldav.fastmail.com/dav/ or https://cloud.example.com/remote.php/dav; the calendar home is found from /.well-known/caldav, current-user-principal and calendar-home-set (on another host too). Plain http:// only to loopback addresses."
  )
  package static let user = Option(
    "--user", value: "NAME", help: "the account (default: the login for the host in ~/.netrc)",
    manual:
      "The account (default: the login for the host in ~/.netrc).")
  package static let calendar = Option(
    "--calendar", value: "NAME",
    help:
      "the CalDAV calendar to use: its display name (default the calendar's name, \(Option.calendarName) or the title) or its URL; it only finds the calendar, while \(Option.calendarName) is part of every event's UID",
    manual:
      "The CalDAV calendar's display name or its URL (default the calendar's name: \(Option.calendarName), else the title). It only finds the calendar; \(Option.calendarName) (default the title) is part of every event's UID, so \(Option.calendarName) YD and --calendar YD write different events. A run that finds this reminder's events written under the other spelling says so and writes nothing; keep the spelling the first run used."
  )
  package static let createCalendar = Option(
    "--create-calendar",
    help:
      "make the calendar (MKCALENDAR, with its name and \(Option.color)) when the account has none of that name; with \(Option.config), each calendar that is missing",
    manual:
      "Make it with MKCALENDAR, its name and \(Option.color), when there is none of that name (with \(Option.config), each calendar that is missing, with its own name and colour); one another run made meanwhile is used."
  )
  package static let caFile = Option(
    "--ca-file", value: "FILE", completion: .files,
    help: "trust the certificate authorities in FILE instead of the system's",
    manual:
      "Trust the certificate authorities in FILE instead of the system's.")
  package static let timeout = Option(
    "--timeout", value: "SECONDS",
    help:
      "the longest one request may take (default 60); 3 requests in a row without a reply end the run",
    manual:
      "The longest one request may take, in seconds, from 1 to 3600 (default 60; a connection must be made within 10 s, or SECONDS if less). Once 3 requests in a row get no reply, nothing more is sent and the run ends (exit status 1), so a server that stopped answering costs about SECONDS."
  )
  package static let passwordCommand = Option(
    "--password-command", value: "CMD",
    help: "run CMD with /bin/sh and take the first line it prints, such as 'pass show caldav'",
    manual:
      "Run CMD with /bin/sh and take the first line of its output as the password.")
  package static let passwordEnv = Option(
    "--password-env", value: "VAR",
    help:
      "the environment variable holding it (default WORKDAY_ICS_PASSWORD); then the password for the host in ~/.netrc ($NETRC; refused unless only you can read and write it, chmod 600), then a prompt when stdin is a terminal",
    manual:
      "The variable holding the password (default WORKDAY_ICS_PASSWORD). Without either, the password for the host in ~/.netrc ($NETRC; refused, exit status 2, unless it is yours and only you can read and write it: chmod 600), then a prompt when standard input is a terminal. The password is never an argument and never stored."
  )
  package static let replaceEdits = Option(
    "--replace-edits", help: "overwrite events edited on another device, and recreate those deleted there",
    manual:
      "Overwrite events edited on another device; recreate those deleted there.")
  package static let remove = Option(
    "--remove",
    help:
      "delete every event these reminders wrote (to stop one, or before renaming it); says so when it finds none (exit status 0)",
    manual:
      "Delete every event these reminders wrote: to stop a reminder, or before renaming it (a new title is a new reminder; its old events would stay, and the new title's first run names them). When it finds none, it says so and exits with status 0."
  )
  package static let state = Option(
    "--state", value: "FILE", completion: .files,
    help:
      "the state file (default $XDG_STATE_HOME/workday-ics/sync-KEY.json, else ~/.local/state/workday-ics/sync-KEY.json)",
    manual:
      "Where sync keeps what it wrote (default $XDG_STATE_HOME/workday-ics/sync-KEY.json, else ~/.local/state/workday-ics/sync-KEY.json), one file per calendar, each event recorded with whose it is (a reminder by its id, or a calendar of a configuration): a run deletes only its own, so different reminders synced into one calendar never delete each other's events; mode 0600, rebuilt from the server when lost. Two runs of one calendar at once take turns through FILE.lock (flock(2)); the second says so and waits up to five minutes."
  )
}
