extension HolidayLaw {
  /// A place in a version of the holiday measures (全国年节及纪念日放假办法):
  /// a numbered article from Order No. 270 (1999) on, or a lettered part
  /// of the 政务院's measures of 1949, which have no articles.
  public enum Provision: Codable, Hashable, Sendable, CustomStringConvertible {
    /// 第N条, Art. N: the days of groups of citizens are Art. 3, and a
    /// weekend is made up for all citizens only (Art. 6).
    case article(Int)
    /// A part of the 1949 measures: 乙 (the days of part of the people),
    /// 丁 (a Sunday made up for all, not for part of the people).
    case part(String)

    /// `Art. 3`, or `part 乙`.
    public var description: String {
      switch self {
      case .article(let number): "Art. \(number)"
      case .part(let part): "part \(part)"
      }
    }

    /// The provision in `language`: `Art. 3` or `part 乙`; in Chinese
    /// `第三条` or `乙项`.
    package func name(in language: Language) -> String {
      switch (self, language) {
      case (_, .english): description
      case (.article(let number), .chinese):
        "第" + (1...10 ~= number ? String(Array("一二三四五六七八九十")[number - 1]) : String(number)) + "条"
      case (.part(let part), .chinese): "\(part)项"
      }
    }
  }
}
