#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whether two paths name one file: the same device and inode when both
/// exist (through links, `./`, `..` and symlinks), else the same path once
/// `.` and `..` are worked out.
enum FileIdentity {
  /// Whether `first` and `second` are the same file.
  static func same(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    if stat(first, &a) == 0, stat(second, &b) == 0 { return a.st_dev == b.st_dev && a.st_ino == b.st_ino }
    return URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path
  }
}
