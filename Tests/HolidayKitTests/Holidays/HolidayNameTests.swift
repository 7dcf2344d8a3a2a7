import Testing

@testable import HolidayKit

struct HolidayNameTests {
  @Test(arguments: [
    ("“十一”", "国庆节"), ("国庆节", "国庆节"), ("“五一”", "劳动节"), ("“五一”国际劳动节", "劳动节"), ("劳动节", "劳动节"),
    ("中秋节、国庆节", "国庆节、中秋节"), ("国庆节、中秋节", "国庆节、中秋节"), ("春节", "春节"), ("元旦", "元旦"),
    ("抗日战争暨世界反法西斯战争胜利70周年纪念日", "抗日战争暨世界反法西斯战争胜利70周年纪念日"), ("年假", "年假"),
  ])
  func eachHolidayHasOneName(name: String, canonical: String) {
    #expect(HolidayName.canonical(name) == canonical)
  }

  /// Every name the built-in data uses maps onto the short list titles use.
  @Test func theBuiltInDataHasTenHolidaysByName() throws {
    let names = Set(try HolidayCalendar.embedded().entries.map { HolidayName.canonical($0.name) })
    #expect(
      names == [
        "元旦", "春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节", "国庆节、中秋节",
        "抗日战争暨世界反法西斯战争胜利70周年纪念日",
      ])
  }
}
