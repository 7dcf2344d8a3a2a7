/// A group of citizens the law gives a day of its own, whole or half (全国年节
/// 及纪念日放假办法, Art. 3, 部分公民放假的节日及纪念日): women on 妇女节, young
/// people on 青年节, children on 儿童节, serving soldiers on 建军节.
///
/// Unlike a statutory day (Art. 2), such a day that falls on a Saturday or
/// Sunday is not made up (Art. 6: 部分公民放假的假日，如果适逢星期六、星期日，
/// 则不补假). Every version since the 1949 measures has had the four days:
///
/// | version | in force | 妇女节 3-8 | 青年节 5-4 | 儿童节 6-1 | 建军节 8-1 |
/// |---|---|---|---|---|---|
/// | 政务院 1949 | 1949-12-23 | women, half | students of secondary school and up, half | children, half | the army and military organs, half |
/// | Order No. 270 | 1999-09-18 | women, half | youth from 14, half | children of 13 and under, whole day | serving soldiers, half |
/// | Orders No. 513, 644, 795 | 2008-01-01 | women, half | youth from 14, half | children under 14, whole day | serving soldiers, half |
///
/// The 1949 measures give each group "a half day, or a part of them off"
/// (得放假半天，或只其中一部分人放假) and make up nothing for a Sunday.
///
///     CitizenGroup.women.dayOff(on: CivilDate(year: 2026, month: 3, day: 8)!)?.isWholeDay  // false
public enum CitizenGroup: String, CaseIterable, Hashable, Sendable {
  /// Women: 妇女节, International Women's Day, March 8, a half day.
  case women
  /// Young people from 14 (the State Council's legal office said in 2008:
  /// 14 to 28): 青年节, Youth Day, May 4, a half day.
  case youth
  /// Children under 14: 儿童节, Children's Day, June 1, a whole day (a
  /// half day under the 1949 measures).
  case children
  /// Serving soldiers (现役军人): 建军节, the People's Liberation Army Day,
  /// August 1, a half day.
  case military

  /// The day's name, such as `妇女节`.
  public var holidayName: String {
    switch self {
    case .women: "妇女节"
    case .youth: "青年节"
    case .children: "儿童节"
    case .military: "建军节"
    }
  }

  /// The group's day in `year`: March 8, May 4, June 1 or August 1.
  public func date(in year: Int) -> CivilDate? {
    switch self {
    case .women: CivilDate(year: year, month: 3, day: 8)
    case .youth: CivilDate(year: year, month: 5, day: 4)
    case .children: CivilDate(year: year, month: 6, day: 1)
    case .military: CivilDate(year: year, month: 8, day: 1)
    }
  }

  /// What the law in force on `date` gives the group there: whether the
  /// day off is whole (else a half day), who the law names (such as
  /// `14周岁以上的青年`) and the citation; `nil` when `date` is not the
  /// group's day or is before the 1949 measures. Whether the day is a
  /// working day is not asked here: see
  /// ``WorkdayCalendar/groupDayOff(on:for:)``.
  public func dayOff(on date: CivilDate) -> (isWholeDay: Bool, who: String, citation: String)? {
    guard self.date(in: date.year) == date, let version = GroupDayMeasures.inForce(on: date) else { return nil }
    let rule = version.rule(for: self)
    return (rule.isWholeDay, rule.who, version.citation)
  }
}
