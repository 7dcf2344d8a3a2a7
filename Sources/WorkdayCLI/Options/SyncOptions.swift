/// The options of `sync`: the server, the account and its password, and
/// what to do.
extension Option {
  package static let server = Option(
    "--server", value: "URL",
    help:
      "the CalDAV server, such as https://caldav.icloud.com/ (found from /.well-known/caldav); https only, http:// only to this machine"
  )
  package static let user = Option(
    "--user", value: "NAME", help: "the account (default: the login for the host in ~/.netrc)")
  package static let calendar = Option(
    "--calendar", value: "NAME",
    help: "the calendar's display name (default the calendar's name, \(Option.calendarName) or the title), or its URL")
  package static let createCalendar = Option(
    "--create-calendar",
    help:
      "make the calendar (MKCALENDAR, with its name and \(Option.color)) when the account has none of that name; with \(Option.config), each calendar that is missing"
  )
  package static let caFile = Option(
    "--ca-file", value: "FILE", completion: .files,
    help: "trust the certificate authorities in FILE instead of the system's")
  package static let passwordCommand = Option(
    "--password-command", value: "CMD",
    help: "run CMD with /bin/sh and take the first line it prints, such as 'pass show caldav'")
  package static let passwordEnv = Option(
    "--password-env", value: "VAR",
    help:
      "the environment variable holding it (default WORKDAY_ICS_PASSWORD); then the password for the host in ~/.netrc ($NETRC; refused unless only you can read and write it, chmod 600), then a prompt when stdin is a terminal"
  )
  package static let replaceEdits = Option(
    "--replace-edits", help: "overwrite events edited on another device, and recreate those deleted there")
  package static let remove = Option(
    "--remove",
    help:
      "delete every event these reminders wrote (to stop one, or before renaming it); says so when it finds none (exit status 0)"
  )
  package static let state = Option(
    "--state", value: "FILE", completion: .files,
    help:
      "the state file (default $XDG_STATE_HOME/workday-ics/sync-KEY.json, else ~/.local/state/workday-ics/sync-KEY.json)"
  )
}
