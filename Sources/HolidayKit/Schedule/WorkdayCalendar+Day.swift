extension WorkdayCalendar {
  /// Everything an answer says of one day, worked out once by
  /// ``WorkdayCalendar/days(from:through:matching:)``: working or not, its
  /// kind and names, on whose word it rests, what the law makes of it, and
  /// what a group of citizens has off. Every output (a line, JSON, a grid,
  /// an event) is a rendering of this value.
  ///
  ///     let day = try china.days(from: date, through: date)[0]
  ///     day.isWorkingDay  // false on 2026-10-01
  ///     day.legal         // .statutoryHoliday(.nationalDay): pay ×3
  ///     day.basis         // .notice(source: "2026.json", papers: ["https://www.gov.cn/…"])
  public struct Day: Codable, Hashable, Sendable {
    /// The day.
    public var date: CivilDate
    /// Whether one works on the day (a group's whole day off included).
    public var isWorkingDay: Bool
    /// What the day is once the listed days are laid over the regular week.
    public var kind: DayKind
    /// The English name of the statutory festival the day is listed for,
    /// such as `National Day` (`National Day, Mid-Autumn Festival` for
    /// 国庆节、中秋节); nil for any other day.
    public var englishName: String?
    /// On whose word the answer rests.
    public var basis: DayBasis
    /// Why no notice answers for the day, when none does: a prediction
    /// from the law, or the regular week assumed. Nil under a notice (or
    /// data given as one).
    public var withoutNotice: WithoutNotice?
    /// What the law makes of the day, with the pay multiplier: only when
    /// the State Council's word decides it (a notice, or the law's own
    /// prediction), nil for a day an overlay, a given file or a group's
    /// day decides, and for an assumed week's days but the statutory days
    /// the law itself fixes.
    public var legal: LegalDayKind?
    /// The make-up workday that pays for a 调休 day off
    /// (``LegalDayKind/swappedRestDay``), as the notice pairs them.
    public var makeUpDay: CivilDate?
    /// The day of a group of citizens (``WorkdayCalendar/groups``) that
    /// falls on this day, and what it gives; nil on other days.
    public var groupDay: GroupDay?

    /// Creates a day, as a test of an app's own code may want one.
    public init(
      date: CivilDate, isWorkingDay: Bool, kind: DayKind, englishName: String? = nil, basis: DayBasis,
      withoutNotice: WithoutNotice? = nil, legal: LegalDayKind? = nil, makeUpDay: CivilDate? = nil,
      groupDay: GroupDay? = nil
    ) {
      self.date = date
      self.isWorkingDay = isWorkingDay
      self.kind = kind
      self.englishName = englishName
      self.basis = basis
      self.withoutNotice = withoutNotice
      self.legal = legal
      self.makeUpDay = makeUpDay
      self.groupDay = groupDay
    }

    /// The holiday's name as the data spells it, nil for a regular day.
    public var name: String? { kind.holidayName }
    /// The holiday's canonical name (国庆节 for “十一”), nil for a regular day.
    public var holiday: String? { kind.holiday }
    /// Whether the answer rests on no notice and a notice may still
    /// change it (``withoutNotice``).
    public var isProvisional: Bool { withoutNotice != nil }
    /// Whether the day is listed by an overlay (leave, a company day) rather
    /// than by official data.
    public var isOverlaid: Bool { if case .overlay = basis { true } else { false } }
    /// Whether the day is listed by a person's or company's own arrangement
    /// (an overlay, or a `--holidays` file that cites no notice) rather than
    /// by a notice: its working weekend day is no 调休 make-up workday.
    public var isOwnArrangement: Bool {
      switch basis {
      case .overlay, .givenData: true
      case .notice, .groupDay, .prediction, .regularWeek: false
      }
    }
    /// Whether the day is a make-up workday a notice (or the law's
    /// prediction) makes: 补班, 调休上班, whatever the work week (a
    /// Saturday a six-day week works anyway is still the notice's make-up
    /// day, which the law calls so: ``LegalDayKind/makeUpWorkday``); not an
    /// own arrangement's working weekend day.
    public var isOfficialMakeUpWorkday: Bool {
      guard !isOwnArrangement else { return false }
      if case .makeUpWorkday = kind { return true }
      return legal == .makeUpWorkday
    }
    /// Whether the day is a working day a person's or company's own
    /// arrangement lists (an overlay, or a `--holidays` file that cites no
    /// notice), on a weekday or a weekend: an "overlay workday", neither a
    /// 调休 make-up workday nor an official workday (上班安排, not 补班).
    public var isOwnWorkday: Bool {
      isOwnArrangement && isWorkingDay && kind.holidayName != nil
    }
    /// The half of the day off for a group of citizens, on a working day
    /// that has one; nil otherwise.
    public var halfDayOff: DayHalf? { groupDay?.timeOff.half }
  }

  /// Why no notice answers for a day.
  public enum WithoutNotice: Codable, Hashable, Sendable {
    /// The year has no notice yet and is predicted from the law
    /// (``ProvisionalYear``): what the prediction of the day rests on.
    case provisional(Basis)
    /// No data covers the day, and the calendar assumes the regular week
    /// (``WorkdayCalendar/assumesRegularWeek``).
    case assumedWeek
  }

  /// A group's day (``CitizenGroup``) on a date, and what it gives.
  public struct GroupDay: Codable, Hashable, Sendable {
    /// What a group's day gives on a date.
    public enum TimeOff: Codable, Hashable, Sendable {
      /// The whole day is off (儿童节 for children from 1999).
      case wholeDay
      /// Half the day is off, this half (the law says only 放假半天).
      case half(DayHalf)
      /// Nothing: the day is off anyway (a weekend, a holiday), and Art. 6
      /// makes nothing up.
      case nothingOnADayOff
      /// Nothing: the day is a listed working day (a make-up workday, an
      /// overlay's working day), which keeps its whole working day.
      case nothingOnAListedWorkday

      /// The half off, for ``half(_:)``.
      public var half: DayHalf? { if case .half(let half) = self { half } else { nil } }
      /// Whether any time is off.
      public var givesTimeOff: Bool {
        switch self {
        case .wholeDay, .half: true
        case .nothingOnADayOff, .nothingOnAListedWorkday: false
        }
      }
    }

    /// The group.
    public var group: CitizenGroup
    /// Whether the law gives the group the whole day (else half of it).
    public var isWholeDay: Bool
    /// The version of the law in force that day.
    public var citation: String
    /// Where that version gives the group its day: Art. 3, or part 乙 of
    /// the 1949 measures.
    public var grantedIn: HolidayLaw.Provision
    /// Where that version says the day is not made up when it falls on a
    /// day off: Art. 6, or part 丁 of the 1949 measures.
    public var notMadeUpIn: HolidayLaw.Provision
    /// What the day gives.
    public var timeOff: TimeOff

    /// Creates a group's day.
    public init(
      group: CitizenGroup, isWholeDay: Bool, citation: String, grantedIn: HolidayLaw.Provision,
      notMadeUpIn: HolidayLaw.Provision, timeOff: TimeOff
    ) {
      self.group = group
      self.isWholeDay = isWholeDay
      self.citation = citation
      self.grantedIn = grantedIn
      self.notMadeUpIn = notMadeUpIn
      self.timeOff = timeOff
    }
  }
}

/// On whose word a day's answer rests.
public enum DayBasis: Codable, Hashable, Sendable {
  /// A State Council notice, as official data gives it: the file and the
  /// notices' addresses. A day no file lists rests on the notice of its
  /// year too (the regular week, as the notice leaves it).
  case notice(source: String, papers: [String])
  /// Data a person gave as the arrangement (`--holidays`, a company's
  /// own file): answered as official data is, with no standing in law.
  case givenData(source: String)
  /// A person's or company's day laid over the data (leave, a company
  /// Saturday): no standing in law.
  case overlay(source: String)
  /// The day a group of citizens has off by the law (Art. 3), laid over
  /// the calendar for ``WorkdayCalendar/groups`` (儿童节 for children).
  case groupDay(citation: String)
  /// A prediction from the law for a year without a notice
  /// (``ProvisionalYear``; `provisional/2027`).
  case prediction(source: String)
  /// No data: the regular week, assumed, with the law's statutory days
  /// off (``WorkdayCalendar/assumesRegularWeek``).
  case regularWeek

  /// Whether the State Council's word decides the day: a notice, or the
  /// law's own prediction. Only then does the law classify the day.
  public var hasStandingInLaw: Bool {
    switch self {
    case .notice, .prediction: true
    case .givenData, .overlay, .groupDay, .regularWeek: false
    }
  }
}
