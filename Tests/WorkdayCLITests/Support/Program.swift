import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The programs some tests run besides the tool (a shell to complete in,
/// groff for the man page, libfaketime for a moved clock, curl for
/// `update` and python3 for the loopback server it fetches from, script
/// for a terminal, make for `install-data`).
///
/// `swift test` on a machine with only the Swift toolchain runs every
/// other test and skips these, each saying which program it needs; `make
/// test` installs them and sets `WORKDAY_ICS_TEST_PROGRAMS=required`, so
/// that a missing one fails its tests there instead of skipping them.
enum Program {
  /// The folders searched, as the tests' shells search them.
  private static let folders = ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"]

  /// Whether `name` is an executable file in one of ``folders``.
  static func isInstalled(_ name: String) -> Bool {
    folders.contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + name) }
  }

  /// Whether a missing program must fail its tests (`make test`).
  static let isRequired = ProcessInfo.processInfo.environment["WORKDAY_ICS_TEST_PROGRAMS"] == "required"
}

extension Trait where Self == ConditionTrait {
  /// Runs the test when every one of `programs` is installed (or when
  /// `make test` requires them); else skips it, naming what is missing.
  static func needs(_ programs: String...) -> Self {
    let missing = programs.filter { !Program.isInstalled($0) }
    return .enabled(
      if: missing.isEmpty || Program.isRequired,
      "needs \(missing.joined(separator: ", ")), which make test installs")
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test as root (it gives files to another user with chown, or
  /// makes a device node), or when `make test` requires every test, which
  /// CI runs as root; else skips it, saying so.
  static var needsRoot: Self {
    .enabled(if: geteuid() == 0 || Program.isRequired, "needs root (chown, mknod), as make test runs in CI")
  }
}
