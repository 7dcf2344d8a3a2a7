/// One command-line option, declared once: its spelling, what it takes,
/// how the shells complete its value, its line of help and its key in a
/// configuration file. Parsing (``Arguments``), `--help`, the man page's
/// option lists and the completions are all derived from these
/// declarations (the `Option.title`, `Option.alarm`, … in this folder).
///
/// An option is its name: two declarations of one name (a command that
/// explains it in its own words) are the same option.
package struct Option: Hashable, Sendable, CustomStringConvertible {
  /// What the shells offer for the option's value.
  enum Completion: Hashable, Sendable {
    /// Nothing to offer: free text.
    case none
    /// A path to a file (or `-`).
    case files
    /// A path to a folder.
    case directories
    /// An IANA time zone name.
    case timeZones
    /// These words: the whole list of a fixed choice, or examples.
    case words([String])
  }

  /// The long name with its dashes, such as `--time-zone`.
  package let name: String
  /// A one-letter alias with its dash, such as `-o`.
  let short: String?
  /// What the value is called in help, such as `FILE`; nil for a flag.
  let placeholder: String?
  /// Whether every value given counts (`--alarm`, `--holidays`); any
  /// other option with a value may be given once.
  let repeatable: Bool
  /// What the shells offer for the value.
  let completion: Completion
  /// What the option does, for `--help` (wrapped to the width there).
  let help: String
  /// A longer paragraph for the man page, when the line of help is not
  /// enough; plain text, names of options such as `--rule` set in bold.
  let manual: String?
  /// The key of the same meaning in a configuration file, such as
  /// `workWeek`, if there is one.
  let configurationKey: String?

  init(
    _ name: String, short: String? = nil, value placeholder: String? = nil, repeatable: Bool = false,
    completion: Completion = .none, configurationKey: String? = nil, help: String, manual: String? = nil
  ) {
    self.name = name
    self.short = short
    self.placeholder = placeholder
    self.repeatable = repeatable
    self.completion = completion
    self.configurationKey = configurationKey
    self.help = help
    self.manual = manual
  }

  /// Whether the option takes a value.
  var takesValue: Bool { placeholder != nil }

  /// The name, so that a message interpolates the option:
  /// `"\(Option.alarm) and \(Option.noAlarm) cannot be used together"`.
  package var description: String { name }

  /// The name and its value's placeholder, such as `--from DATE`.
  var synopsis: String { placeholder.map { "\(name) \($0)" } ?? name }

  /// This option as one command explains it: another line of help and,
  /// if given, another placeholder or completion; the man page says what
  /// this help says unless `manual` gives a paragraph of its own.
  func explained(
    _ help: String, value placeholder: String? = nil, completion: Completion? = nil, manual: String? = nil
  ) -> Option {
    Option(
      name, short: short, value: placeholder ?? self.placeholder, repeatable: repeatable,
      completion: completion ?? self.completion, configurationKey: configurationKey, help: help,
      manual: manual)
  }

  package static func == (left: Option, right: Option) -> Bool { left.name == right.name }

  package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Options under a heading in a command's help, such as `When in the day:`.
struct OptionGroup: Sendable {
  /// The heading; nil for options that follow the description directly.
  var title: String?
  var options: [Option]

  init(_ title: String? = nil, _ options: [Option]) {
    self.title = title
    self.options = options
  }
}
