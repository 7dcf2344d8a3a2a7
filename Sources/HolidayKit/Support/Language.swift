/// The language of text meant for people: weekday and month names, kinds
/// of day, alarm descriptions. Text meant for scripts (`--json`, kinds'
/// labels in JSON) stays the same in every language.
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// English, the default.
  case english = "en"
  /// Simplified Chinese.
  case chinese = "zh"

  /// The language a piece of text is written in, for text derived from
  /// it: Chinese when it holds a CJK ideograph (`上班`), else English. An
  /// alarm of a reminder titled 上班 then reads `上班（提前10分钟）`, not
  /// `上班 (10 minutes before)`.
  public static func of(_ text: String) -> Language {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
      ? .chinese : .english
  }

  /// The number of terminal columns `text` takes: two for East Asian wide
  /// characters (CJK ideographs and punctuation, fullwidth forms), one for
  /// the rest.
  public static func columns(_ text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      let value = scalar.value
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
        || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
      return total + (wide ? 2 : 1)
    }
  }
}
