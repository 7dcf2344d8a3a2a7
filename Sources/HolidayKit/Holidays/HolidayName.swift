/// One name per holiday, whatever a year's notice called it: the data
/// spells National Day “十一” in some years and 国庆节 in others, Labour Day
/// “五一”, “五一”国际劳动节 or 劳动节, and a break holding both Mid-Autumn
/// and National Day 中秋节、国庆节 or 国庆节、中秋节. Titles and grouping use
/// the canonical name; `--json` keeps the data's own beside it.
package enum HolidayName {
  /// The canonical name for `name` as the data spells it; any name not
  /// listed here is already canonical.
  package static func canonical(_ name: String) -> String {
    canonicalNames[name] ?? name
  }

  /// The names that are not canonical, each with its canonical name: one
  /// look-up per name, where a name is asked for on every event.
  private static let canonicalNames: [String: String] = [
    "“十一”": "国庆节", "十一": "国庆节", "国庆": "国庆节",
    "“五一”": "劳动节", "五一": "劳动节", "“五一”国际劳动节": "劳动节", "五一国际劳动节": "劳动节", "国际劳动节": "劳动节",
    "中秋节、国庆节": "国庆节、中秋节", "国庆节、中秋节": "国庆节、中秋节", "中秋节国庆节": "国庆节、中秋节",
    "国庆节中秋节": "国庆节、中秋节",
    "清明": "清明节", "端午": "端午节", "中秋": "中秋节",
  ]
}
