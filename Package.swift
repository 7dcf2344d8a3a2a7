// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "workday-ics",
  // HolidayKit uses only APIs these versions have (see README, Library).
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "HolidayKit", targets: ["HolidayKit"]),
    .executable(name: "workday-ics", targets: ["workday-ics"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "HolidayKit"),
    .executableTarget(
      name: "workday-ics",
      dependencies: ["HolidayKit"],
      exclude: ["Documentation", "Completions"]),
    .executableTarget(
      name: "workday-ics-bench",
      dependencies: ["HolidayKit"]),
    .testTarget(
      name: "HolidayKitTests",
      dependencies: ["HolidayKit"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "WorkdayICSTests",
      dependencies: ["workday-ics", "HolidayKit"],
      exclude: ["Golden", "BadInput"]),
  ]
)
