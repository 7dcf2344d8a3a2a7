/// The options every command takes, before or after its name.
extension Option {
  package static let help = Option(
    "--help", short: "-h", help: "display this help and exit", manual: "Display help and exit.")
  package static let version = Option(
    "--version", short: "-V", help: "output version information and exit",
    manual:
      "Output the version and the built-in data, then the data folder's years and newest notice (or that nothing was downloaded yet), and exit."
  )
  package static let quiet = Option(
    "--quiet", short: "-q", help: "no warnings on stderr (errors are still printed)",
    manual: "No warnings (errors are still printed).")
}
