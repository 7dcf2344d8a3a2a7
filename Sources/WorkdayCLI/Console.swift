import HolidayKit

/// How a run speaks to people: the language of its messages and whether
/// warnings (and `update`'s report) are wanted. Built once the command's
/// options are read, kept by the run (``Run/console``) for the command
/// and the error mapper, which give its language to the messages they
/// make (``Messages``).
struct Console: Sendable {
  /// The language of text for people.
  var language: Language
  /// Whether `-q`/`--quiet` turned warnings off (errors are still written).
  var isQuiet: Bool

  init(language: Language, isQuiet: Bool) {
    self.language = language
    self.isQuiet = isQuiet
  }

  /// The console a command's options ask for: `--lang` (a value that is
  /// not a language is reported by ``QueryOptions``), else the locale's
  /// in `context`; quiet with `-q`.
  init(_ arguments: Arguments, in context: RunContext) {
    language =
      arguments.value(.lang).flatMap(QueryOptions.language(named:)) ?? QueryOptions.localeLanguage(in: context)
    isQuiet = arguments.has(.quiet)
  }

  /// Before a command's options are read: the locale's language, not quiet.
  static func standard(in context: RunContext) -> Console {
    Console(language: QueryOptions.localeLanguage(in: context), isQuiet: false)
  }
}
