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
  /// What `--lang` asked for: nil when not given, or the mistake in a
  /// value that is not a language.
  ///
  /// The option is read here, once, for the console and for the request,
  /// whose ``RequestSettings/language`` is this reading: the console has
  /// to exist before the request is filled, to word the request's own
  /// errors (an invalid `--work-week` with `--lang zh` is told in
  /// Chinese), so it reads first; the request takes the value (or
  /// reports the mistake) where it fills its fields, so the order in
  /// which two mistakes are named is the request's.
  var requested: Result<Language?, UsageError>

  init(language: Language, isQuiet: Bool) {
    self.language = language
    self.isQuiet = isQuiet
    requested = .success(nil)
  }

  /// The console a command's options ask for: `--lang`, else the
  /// locale's in `context` (also for a value that is not a language,
  /// which the request reports); quiet with `-q`.
  init(_ arguments: Arguments, in context: RunContext) {
    requested = Result { () throws(UsageError) in try Self.language(arguments) }
    language = ((try? requested.get()) ?? nil) ?? Self.localeLanguage(in: context)
    isQuiet = arguments.has(.quiet)
  }

  /// `--lang` (`en`, `zh`, in any case), if given: the one reading of the
  /// option.
  private static func language(_ arguments: Arguments) throws(UsageError) -> Language? {
    guard let text = arguments.value(.lang) else { return nil }
    guard let language = Language(rawValue: text.lowercased()) else {
      throw UsageError(
        message: "invalid \(Option.lang) '\(VisibleText.excerpt(text))': expected en or zh"
          + Suggestion.didYouMean(text, among: ["en", "zh"]))
    }
    return language
  }

  /// The locale's character set when it is not UTF-8 and can write more
  /// than ASCII (`zh_CN.GBK`, `zh_CN.GB18030`, a bare `zh_CN`, which is
  /// GB2312, `zh_TW`, Big5): the variable that decides (the first of
  /// LC_ALL, LC_CTYPE and LANG that is set), its value and the charset.
  /// Nil for UTF-8 and for the C and POSIX locales.
  ///
  /// workday-ics writes UTF-8 whatever the locale (a statically linked
  /// binary has no converters, and a calendar is UTF-8 by RFC 5545); in
  /// such a locale a run that wrote more than ASCII says so once.
  static func legacyCharset(in context: RunContext) -> (variable: String, value: String, charset: String)? {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = context.variable(name), !value.isEmpty else { continue }
      let locale = value.split(separator: "@", maxSplits: 1)[0]
      let parts = locale.split(separator: ".", maxSplits: 1)
      let charset: String
      if parts.count == 2 {
        charset = String(parts[1])
      } else {
        switch locale.lowercased() {
        case "zh_cn", "zh_sg": charset = "GB2312"
        case "zh_tw", "zh_hk": charset = "BIG5"
        default: return nil
        }
      }
      let plain = charset.lowercased().filter { $0 != "-" && $0 != "_" }
      guard plain != "utf8", locale != "C", locale != "POSIX" else { return nil }
      return (name, value, charset)
    }
    return nil
  }

  /// Before a command's options are read: the locale's language, not quiet.
  static func standard(in context: RunContext) -> Console {
    Console(language: localeLanguage(in: context), isQuiet: false)
  }

  /// The language the locale asks for in `context`: the first of LC_ALL,
  /// LC_MESSAGES and LANG that is set decides: Chinese when it starts
  /// with zh, else English.
  static func localeLanguage(in context: RunContext) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = context.variable(name), !value.isEmpty else { continue }
      return value.lowercased().hasPrefix("zh") ? .chinese : .english
    }
    return .english
  }
}
