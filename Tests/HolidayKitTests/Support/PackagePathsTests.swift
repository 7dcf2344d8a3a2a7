import Testing

/// A fixture that cannot be read fails the test that reads it, by name.
struct PackagePathsTests {
  @Test func aMissingFixtureIsAnErrorNamingIt() {
    let error = #expect(throws: PackagePaths.UnreadableFixture.self) { try PackagePaths.fixture("no-such-fixture.txt") }
    #expect(error?.description.contains("Tests/HolidayKitTests/Fixtures/no-such-fixture.txt") == true)
  }

  @Test func aFixtureReadsWhole() throws {
    #expect(try PackagePaths.fixture("solar-terms.txt").split(separator: "\n").count > 200)
  }
}
