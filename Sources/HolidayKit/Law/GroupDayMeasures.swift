/// The versions of Art. 3 of 全国年节及纪念日放假办法 (部分公民放假的节日及纪念
/// 日): who has each group's day off and for how long. See ``CitizenGroup``.
struct GroupDayMeasures: Sendable {
  /// Whom the law names, and whether the day is whole.
  struct Rule: Sendable {
    var who: String
    var isWholeDay: Bool
  }

  /// The first day this version applies.
  var inForceFrom: CivilDate
  /// The citation, as ``HolidayLaw/citation`` gives it from 1999.
  var citation: String
  /// Per group, in ``CitizenGroup`` order.
  var rules: [Rule]
  /// Where the measures give the groups their days.
  var grantedIn: HolidayLaw.Provision = .article(3)
  /// Where the measures say a group's day on a weekend is not made up.
  var notMadeUpIn: HolidayLaw.Provision = .article(6)

  /// The rule for `group`.
  func rule(for group: CitizenGroup) -> Rule {
    rules[CitizenGroup.allCases.firstIndex(of: group) ?? 0]
  }

  /// The measures of the 政务院, 1949-12-23, part 乙: "得放假半天，或只其中一部分
  /// 人放假"; part 丁: a Sunday is not made up.
  static let measures1949 = GroupDayMeasures(
    inForceFrom: CivilDate(uncheckedYear: 1949, month: 12, day: 23),
    citation: "全国年节及纪念日放假办法 (政务院, 1949)",
    rules: [
      Rule(who: "妇女", isWholeDay: false),
      Rule(who: "中等学校以上的学生", isWholeDay: false),
      Rule(who: "儿童", isWholeDay: false),
      Rule(who: "军队及军事机关", isWholeDay: false),
    ], grantedIn: .part("乙"), notMadeUpIn: .part("丁"))

  /// Order No. 270 (1999): 儿童节 a whole day for 13周岁以下的少年儿童.
  static let measures1999 = GroupDayMeasures(
    inForceFrom: HolidayLaw.measures1999.inForceFrom, citation: HolidayLaw.measures1999.citation,
    rules: [
      Rule(who: "妇女", isWholeDay: false),
      Rule(who: "14周岁以上的青年", isWholeDay: false),
      Rule(who: "13周岁以下的少年儿童", isWholeDay: true),
      Rule(who: "现役军人", isWholeDay: false),
    ])

  /// The text from Order No. 513 (2007, in force 2008) on, unchanged by
  /// Orders No. 644 and 795: 不满14周岁的少年儿童.
  static func measures(from law: HolidayLaw) -> GroupDayMeasures {
    GroupDayMeasures(
      inForceFrom: law.inForceFrom, citation: law.citation,
      rules: [
        Rule(who: "妇女", isWholeDay: false),
        Rule(who: "14周岁以上的青年", isWholeDay: false),
        Rule(who: "不满14周岁的少年儿童", isWholeDay: true),
        Rule(who: "现役军人", isWholeDay: false),
      ])
  }

  /// Every version, oldest first.
  static let versions =
    [measures1949, measures1999] + [HolidayLaw.measures2007, .measures2013, .measures2024].map(measures(from:))

  /// The version in force on `date`, or `nil` before 1949-12-23.
  static func inForce(on date: CivilDate) -> GroupDayMeasures? {
    versions.last { $0.inForceFrom <= date }
  }
}
