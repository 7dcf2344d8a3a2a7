import Foundation
import HolidayKit
import Testing

@testable import WorkdayCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `cal --format svg`: a well-formed, self-contained picture whose days,
/// read back from their elements, are the days `list --json` gives for
/// the same options.
struct CalendarPictureTests {
  /// What an SVG's elements say, read by Foundation's XML parser (not the
  /// tool's own code): every element's name and attributes, in order, and
  /// the text of the `<title>` and `<desc>` under the root.
  final class Reading: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var path: [String] = []
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
      path.append(name)
      text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      if path.count == 2 { texts.append(text) }
      path.removeLast()
      text = ""
    }

    /// The day elements: `data-date` to their attributes.
    var days: [String: [String: String]] {
      Dictionary(
        elements.compactMap { element in element.attributes["data-date"].map { ($0, element.attributes) } },
        uniquingKeysWith: { first, _ in first })
    }
    /// How many elements carry a date.
    var dayCount: Int { elements.count { $0.attributes["data-date"] != nil } }
  }

  /// `svg` parsed; the test fails when it is not well-formed XML.
  static func read(_ svg: String) throws -> Reading {
    let parser = XMLParser(data: Data(svg.utf8))
    let reading = Reading()
    parser.delegate = reading
    let parsed = parser.parse()
    #expect(parsed, "not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")")
    return reading
  }

  /// The leave the overlay requests give: a day off, and a working
  /// Saturday of the company's own.
  static func overlay() throws -> String {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("leave.json").path
    try Data(
      #"{"year": 2026, "papers": [], "days": [{"name": "年假", "date": "2026-10-09", "isOffDay": true}, {"name": "Team <day> & \"night\"", "date": "2026-06-13", "isOffDay": false}]}"#
        .utf8
    ).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The picture of a year (or a month) and `list --json` over the same
  /// days, with the same options: the same days, each of the same kind,
  /// working or not, legal label and provisional mark.
  @Test(arguments: [
    ["2026"],
    ["2026", "--work-week", "MO-SA"],
    ["2026", "--work-week", "MO-SA/MO-FR", "--week-anchor", "2026-01-05"],
    ["2026", "--work-week", "SU-TH"],
    ["2026", "--group", "women", "--group", "youth", "--half-day", "morning", "--lang", "zh"],
    ["2026", "--overlay", "OVERLAY", "--lunar"],
    ["2027", "--provisional", "--lang", "zh", "--lunar"],
    ["2031", "--assume-regular-week", "--time-zone", "America/New_York"],
    ["2026-10"],
    ["2026-02", "--work-week", "MO-SA", "--lang", "en"],
  ])
  func theDaysArePicturedAsListAnswersThem(arguments: [String]) throws {
    let overlay = try Self.overlay()
    let options = Array(arguments.dropFirst()).map { $0 == "OVERLAY" ? overlay : $0 }
    let picture = try runInProcess(["cal", arguments[0], "--format", "svg"] + options)
    #expect(picture.status == 0, "\(picture.stderr)")
    let reading = try Self.read(picture.stdout)
    let period = arguments[0]
    let range =
      period.count == 4
      ? ["--year", period]
      : ["--from", period + "-01", "--to", Self.lastDay(ofMonth: period)]
    let list = try runInProcess(["list", "--json"] + range + options.filter { $0 != "--lunar" })
    #expect(list.status == 0, "\(list.stderr)")
    let listed = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(reading.dayCount == listed.count, "each day once")
    let pictured = reading.days
    for day in listed {
      let date = try #require(day["date"] as? String)
      let element = try #require(pictured[date], "\(date) is not in the picture")
      #expect(element["data-kind"] == day["kind"] as? String, "\(date)")
      #expect(element["data-working"] == ((day["isWorkingDay"] as? Bool) == true ? "true" : "false"), "\(date)")
      #expect(element["data-legal"] == day["legal"] as? String, "\(date)")
      #expect(element["data-provisional"] == ((day["provisional"] as? Bool) == true ? "true" : "false"), "\(date)")
      let classes = Set((element["class"] ?? "").split(separator: " ").map(String.init))
      #expect(classes.contains(day["kind"] as? String ?? "?"), "\(date): the kind is a class")
      let marked = classes.contains("provisional") || classes.contains("assumed")
      #expect(marked == ((day["provisional"] as? Bool) == true), "\(date)")
      #expect(classes.contains("guessed") == ((day["withoutNotice"] as? String) == "guess"), "\(date)")
    }
  }

  /// The page: A4 landscape, a title and a description, text in a CJK
  /// font-family list, nothing loaded from outside (no link, image,
  /// script, font or stylesheet of another file).
  @Test func thePageIsSelfContainedAndPrintsOnA4Landscape() throws {
    let picture = try runInProcess(["cal", "2026", "--format", "svg", "--lunar"])
    #expect(picture.status == 0)
    #expect(picture.stderr == (try runInProcess(["cal", "2026"])).stderr, "the warnings of the text")
    let reading = try Self.read(picture.stdout)
    let root = try #require(reading.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["width"] == "297mm" && root.attributes["height"] == "210mm")
    #expect(root.attributes["viewBox"] == "0 0 1188 840")
    #expect(reading.elements.dropFirst().prefix(2).map(\.name) == ["title", "desc"])
    #expect(reading.texts.first == "2026: working days and days off")
    #expect(reading.texts.dropFirst().first?.contains("working days") == true)
    let names = Set(reading.elements.map(\.name))
    #expect(names.isDisjoint(with: ["image", "script", "foreignObject", "use", "a", "link"]))
    for element in reading.elements {
      #expect(!element.attributes.keys.contains { $0.hasSuffix("href") || $0.hasPrefix("on") }, "\(element)")
    }
    for outside in ["@import", "url(", "@font-face"] { #expect(!picture.stdout.contains(outside)) }
    #expect(picture.stdout.contains("font-family: \"Noto Sans CJK SC\""))
    #expect(picture.stdout.contains("\"Microsoft YaHei\""))
    #expect(picture.stdout.contains("sans-serif;"))
    #expect(reading.elements.count { $0.attributes["class"] == "month" } == 12)
  }

  /// A day's kind shows by a word as well as by colour (a printer without
  /// colour, colour-blind eyes), each mark a word of its own, explained
  /// in the legend; the lunar date, a festival's or a term's name, under
  /// the date; the notice the year rests on named.
  @Test func eachKindHasItsWordAndTheLegendExplainsIt() throws {
    let picture = try runInProcess(["cal", "2026", "--format", "svg", "--lunar", "--lang", "zh"])
    let svg = picture.stdout
    func cell(_ date: String) throws -> Substring {
      let start = try #require(svg.range(of: "data-date=\"\(date)\""))
      let end = try #require(svg[start.upperBound...].range(of: "</g>"))
      return svg[start.lowerBound..<end.lowerBound]
    }
    #expect(try cell("2026-10-01").contains("class=\"mark\" x=\"33\" y=\"9\">法定</text>"))
    #expect(try cell("2026-10-01").contains("法定节假日，三倍工资</title>"), "the day's sentence")
    #expect(try cell("2026-02-22").contains(">休</text>"), "a Sunday in the break")
    #expect(try cell("2026-10-10").contains(">班</text>"))
    #expect(try cell("2026-02-20").contains(">调休</text>"), "paid for by Saturday 02-28")
    #expect(try cell("2026-02-17").contains("class=\"lunar\" x=\"3\" y=\"22.5\">春节</text>"))
    #expect(try cell("2026-04-05").contains(">清明</text>"))
    #expect(try cell("2026-03-02").contains(">十四</text>"))
    #expect(try !cell("2026-03-03").contains("class=\"mark\""), "a Tuesday as every week has it")
    for key in ["法定节假日（三倍工资）", "调休放假（由补班换来）", "其他放假日", "补班（调休上班）"] {
      #expect(svg.contains(">\(key)</text>"), "legend: \(key)")
    }
    #expect(svg.contains("依据：国务院办公厅通知 https://www.gov.cn/"), "the notice")
    #expect(svg.contains("10-01..10-07 放假：国庆节"))
  }

  /// A provisional year says so in its title and on every predicted day
  /// (dashed), and marks the guessed make-up workdays with a question mark.
  @Test func aProvisionalYearIsMarkedSoAndItsGuessesAsGuesses() throws {
    let picture = try runInProcess(["cal", "2027", "--format", "svg", "--provisional"])
    #expect(picture.status == 0, "\(picture.stderr)")
    let reading = try Self.read(picture.stdout)
    #expect(reading.texts.first == "2027: working days and days off (provisional)")
    #expect(reading.days.count == 365)
    #expect(reading.days.values.allSatisfy { ($0["class"] ?? "").contains(" provisional") })
    let guessed = reading.days.filter { ($0.value["class"] ?? "").contains("guessed") }
    #expect(!guessed.isEmpty)
    #expect(guessed.values.allSatisfy { $0["data-kind"] == "make-up-workday" })
    #expect(picture.stdout.contains(">work?</text>"))
    #expect(picture.stdout.contains("provisional: no notice yet"))
    #expect(picture.stdout.contains(">make-up workday guessed</text>"))
  }

  /// A year no data covers, answered from the regular week assumed, is
  /// dotted and says so; its days are provisional to scripts
  /// (`data-provisional`), assumed to a stylesheet (the class).
  @Test func anAssumedWeekIsMarkedSo() throws {
    let picture = try runInProcess(["cal", "2031-05", "--format", "svg", "--assume-regular-week"])
    #expect(picture.status == 0, "\(picture.stderr)")
    let reading = try Self.read(picture.stdout)
    #expect(reading.days.count == 31)
    #expect(reading.days.values.allSatisfy { ($0["class"] ?? "").contains(" assumed") })
    // Without a notice, as list --json's "provisional" says; the class
    // names the regular week assumed, not a prediction.
    #expect(reading.days.values.allSatisfy { $0["data-provisional"] == "true" })
    #expect(!reading.days.values.contains { ($0["class"] ?? "").split(separator: " ").contains("provisional") })
    #expect(picture.stdout.contains(">dotted: the regular week assumed, no holiday data</text>"))
    #expect(!picture.stdout.contains("no notice yet"), "not called provisional")
    #expect(picture.stdout.contains(">[assumed: regular week] no holiday data"))
    #expect(reading.days["2031-05-01"]?["class"]?.contains("mark-statutory") == true, "the law's own day")
  }

  /// Text from an overlay (any characters) stays well-formed XML.
  @Test func anOverlaysNamesAreEscaped() throws {
    let picture = try runInProcess(["cal", "2026-06", "--format", "svg", "--overlay", try Self.overlay()])
    #expect(picture.status == 0, "\(picture.stderr)")
    let reading = try Self.read(picture.stdout)
    #expect(reading.days["2026-06-13"]?["class"]?.contains("mark-overlay-workday") == true)
    #expect(picture.stdout.contains("Team &lt;day&gt; &amp; &quot;night&quot;"))
  }

  /// The listed days under the legend are fitted to the page as `cal`
  /// fits them to a terminal (``CalendarText``): an overlay's day whose
  /// name is wider than the page is broken between words, no line of the
  /// notes wider than the page at their size (253 columns), no word lost.
  @Test func aListedDayWiderThanThePageIsBrokenBetweenWords() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("retreat.json").path
    let name = Array(repeating: "company retreat", count: 30).joined(separator: " ")
    try Data(
      #"{"year": 2026, "papers": [], "days": [{"name": "\#(name)", "date": "2026-06-12", "isOffDay": true}]}"#.utf8
    ).write(to: URL(fileURLWithPath: path))
    let picture = try runInProcess(["cal", "2026-06", "--format", "svg", "--overlay", path])
    #expect(picture.status == 0, "\(picture.stderr)")
    let notes = try #require(picture.stdout.components(separatedBy: "<g class=\"notes\">\n").last)
    let lines = notes.split(separator: "\n").filter { $0.hasPrefix("<text") }.map {
      String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }
    let listed = try #require(lines.firstIndex { $0.hasPrefix("06-12 day off: company retreat") }, "\(lines)")
    #expect(lines.count > listed + 1, "broken onto more lines")
    #expect(lines.allSatisfy { CalendarText.visibleWidth($0) <= 253 }, "\(lines)")
    let words = ("06-12 day off: " + name).split(separator: " ")
    #expect(Array(lines[listed...].flatMap { $0.split(separator: " ") }.prefix(words.count)) == words)
  }

  /// The README's picture of a year is what the command it shows draws
  /// now: the `$ workday-ics cal … > FILE` line, run, gives the bytes of
  /// the committed picture the README shows as FILE. It fails when the
  /// picture, the data or the command changed and the picture was not
  /// drawn again (with that command, into Sources/WorkdayCLI/Documentation).
  @Test func theReadmesPictureIsWhatItsCommandDrawsNow() throws {
    let readme = Documents.text("README.md")
    let line = try #require(
      readme.split(separator: "\n").first { $0.hasPrefix("$ workday-ics cal ") && $0.contains("--format svg") })
    let words = line.dropFirst(2).split(separator: " ").map(String.init)
    let redirect = try #require(words.firstIndex(of: ">"))
    let file = words[redirect + 1]
    let shown = try #require(
      readme.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")").first }
        .first { $0.hasSuffix("/" + file) }, "the README shows no \(file)")
    let committed = try Data(contentsOf: Tool.root.appendingPathComponent(String(shown)))
    let drawn = try runInProcess(Array(words[1..<redirect]), environment: ["LANG": "C.UTF-8"])
    #expect(drawn.status == 0)
    #expect(
      drawn.stdoutBytes == committed,
      "\(shown) is stale: draw it again with \(words[..<redirect].joined(separator: " ")) > \(shown)")
  }

  /// The last day of the month written `YYYY-MM`, as `YYYY-MM-DD`.
  static func lastDay(ofMonth month: String) -> String {
    let parts = month.split(separator: "-").compactMap { Int($0) }
    return month + "-" + String(CivilDate.daysInMonth(year: parts[0], month: parts[1]))
  }

  /// A format cal does not know is refused, naming the option and the
  /// formats it takes.
  @Test func anUnknownFormatIsRefused() throws {
    let result = try runInProcess(["cal", "2026", "--format", "png"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("workday-ics: invalid --format 'png': expected text or svg\n"))
  }

  /// A notice's make-up workday is pictured as one whatever the work week
  /// (as `cal` marks it: ``CalCommandTests``).
  @Test func aMakeUpWorkdayIsMarkedWhateverTheWorkWeek() throws {
    let picture = try Self.read(try runInProcess(["cal", "2026-02", "--work-week", "MO-SA", "--format", "svg"]).stdout)
    #expect(picture.days["2026-02-14"]?["class"]?.contains("mark-make-up-workday") == true)
    #expect(picture.days["2026-02-28"]?["class"]?.contains("mark-make-up-workday") == true)
    #expect(picture.days["2026-02-07"]?["class"]?.contains("mark-work-week-workday") == true)
  }

  /// The picture of month grids, made from the day values: each day's
  /// cell carries its kind as `list --json` gives it and its sentence as
  /// `check` says it, its mark's class and word.
  @Test(arguments: [
    (Language.english, "2026-10-01", "holiday", "mark-statutory", "×3"),
    (.chinese, "2026-10-01", "holiday", "mark-statutory", "法定"),
    (.english, "2026-10-10", "make-up-workday", "mark-make-up-workday", "work"),
    (.chinese, "2026-10-04", "holiday", "mark-day-off", "休"),
  ])
  func aDaysCellCarriesItsMarkKindAndSentence(
    language: Language, date: String, kind: String, mark: String, word: String
  ) throws {
    let calendar = try WorkdayCalendar.china()
    let grid = try MonthGrid(monthOf: #require(CivilDate(iso8601: date)), calendar: calendar)
    let svg = CalendarPicture([grid], language: language, lunar: false).svg
    let cell = try #require(svg.split(separator: "\n").first { $0.contains("data-date=\"\(date)\"") })
    let day = try #require(grid.days.first { $0.date.iso8601 == date })
    #expect(cell.hasPrefix("<g class=\"day \(kind) \(mark)\""), "\(cell)")
    #expect(cell.contains("data-kind=\"\(kind)\""))
    #expect(cell.contains("<title>\(XMLText.escaped(DayReport.sentence(day, in: language)))</title>"))
    #expect(cell.contains(">\(word)</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
