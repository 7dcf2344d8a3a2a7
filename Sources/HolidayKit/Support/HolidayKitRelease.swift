/// The release of this package: HolidayKit, HolidayKitICalendar and the
/// `workday-ics` tool are released together under one semantic version,
/// the one an app pins in `Package.swift` (`"0.3.0"..<"0.4.0"`).
///
/// (Not `HolidayKitVersion`: symbol graphs leave out a module's
/// `<Module>Version…` symbols, which Apple's frameworks generate, so its
/// documentation would vanish.)
///
/// Said here alone: `workday-ics --version`, its User-Agent and its Debian
/// package read it, and CHANGELOG.md's newest release heading, and the man
/// page's header, are checked against it. Before 1.0.0 a minor version may
/// change the public API; a patch version never does, and a release that
/// only brings a newer notice into the built-in holiday data is a patch.
public enum HolidayKitRelease {
  /// The version, `MAJOR.MINOR.PATCH`: `0.3.0`.
  public static let version = "0.3.0"
}
