import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `list` and `count` work a day out at a time: `list` writes its answer
/// as it goes, in pieces, so memory stays small whatever the range.
struct ListCommandTests {
  /// The pieces one run wrote to its standard output, each write as it
  /// was made (a SOCK_SEQPACKET socket keeps the writes apart and refuses
  /// one larger than its buffer), and how the run ended.
  private static func writes(_ arguments: [String]) throws -> (pieces: [[UInt8]], status: Int32) {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      let kind = Int32(SOCK_SEQPACKET.rawValue)
    #else
      let kind = SOCK_SEQPACKET
    #endif
    guard socketpair(AF_UNIX, kind, 0, &ends) == 0 else { throw POSIXError(.EIO) }
    let process = Process()
    process.executableURL = Tool.binary
    process.arguments = arguments
    process.environment = Tool.environment(adding: [:])
    process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    close(ends[1])
    defer { close(ends[0]) }
    var pieces: [[UInt8]] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 22)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(ends[0], $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      pieces.append(Array(buffer[0..<count]))
    }
    process.waitUntilExit()
    return (pieces, process.terminationStatus)
  }

  @Test(arguments: [
    ["list", "--from", "2007-01-01", "--to", "2026-12-31"],
    ["list", "--json", "--from", "2007-01-01", "--to", "2026-12-31"],
    ["list", "--json", "--from", "2007-01-01", "--to", "2026-12-31", "--only", "holidays", "--group", "women"],
  ])
  func theAnswerArrivesInPiecesAsTheDaysAreWorkedOut(arguments: [String]) throws {
    let whole = try runInProcess(arguments)
    #expect(whole.status == 0)
    let (pieces, status) = try Self.writes(arguments)
    #expect(status == 0)
    #expect(pieces.joined().elementsEqual(whole.stdoutBytes), "the pieces make up the answer")
    let piece = 1 << 16
    #expect(pieces.count >= whole.stdoutBytes.count / (2 * piece), "\(pieces.count) pieces")
    #expect(pieces.allSatisfy { $0.count <= 2 * piece }, "no piece holds much more than 64 KiB")
  }

  @Test func anEmptyJSONListIsAnEmptyArray() throws {
    let result = try runInProcess([
      "list", "--json", "--from", "2026-10-10", "--to", "2026-10-11", "--only", "holidays",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "[]\n")
  }
}
