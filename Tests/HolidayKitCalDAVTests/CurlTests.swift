import Foundation
import TestSupport
import Testing

@testable import HolidayKitCalDAV

/// How curl's transport says a request got no reply: the failure's kind
/// set from curl's exit status, which callers decide by, curl's words
/// beside it.
struct CurlTests {
  @Test(
    arguments: [
      (5, .unreachable), (6, .unreachable), (7, .unreachable), (97, .unreachable),
      (28, .timeout),
      (35, .tls), (58, .tls), (59, .tls), (80, .tls),
      (51, .certificate), (60, .certificate), (77, .certificate), (83, .certificate), (90, .certificate),
      (91, .certificate),
      (16, .cutReply), (18, .cutReply), (52, .cutReply), (55, .cutReply), (56, .cutReply), (92, .cutReply),
      (63, .tooLarge),
      (1, .other), (3, .other), (8, .other), (23, .other), (47, .other),
    ] as [(Int, HTTPFailure.Kind)])
  func anExitStatusIsAKindOfFailure(status: Int, kind: HTTPFailure.Kind) {
    #expect(Curl.failureKind(exitStatus: status) == kind)
  }

  /// The same, from a real curl in real situations: a refused connection,
  /// a reply cut off on the way, a reply past the limit, and a whole one.
  @Test func aRealFailureHasItsKind() throws {
    let server = try LoopbackServer()
    try server.serve("whole.txt", "whole")
    try server.serve("large.txt", String(repeating: "x", count: 4096))
    try server.serve("cut.txt.cut", "")
    var curl = Curl()
    curl.replyLimit = 1024
    let requests = [
      "http://127.0.0.1:1/nothing-listens", server.base + "cut.txt", server.base + "large.txt",
      server.base + "whole.txt",
    ].map { HTTPRequest(method: "GET", url: $0) }
    let responses = try curl.send(requests, together: 1) { _, _ in true }
    #expect(responses.map { $0?.failure?.kind } == [.unreachable, .cutReply, .tooLarge, nil])
    #expect(responses.map { $0?.status } == [0, 0, 0, 200])
    #expect(responses[0]?.failure?.message.contains("127.0.0.1") == true, "curl's words: \(responses)")
    #expect(responses.allSatisfy { $0?.failure?.message.last?.isWhitespace != true }, "no blank ends curl's words")
    #expect(responses[2]?.failure?.message == "the server's reply is larger than 1 KiB, the most sync reads")
  }

  /// A request body goes in curl's configuration, which curl sends as
  /// is once unquoted, unless curl would misread it there: bytes that are
  /// not UTF-8, a NUL, or a leading `@` (a file name to curl) go in a file.
  @Test(
    arguments: [
      (Array("<?xml version=\"1.0\"?>\r\n<d:href>a\\b</d:href>\t".utf8), true),
      (Array("BEGIN:VCALENDAR\r\nSUMMARY:上班\r\nEND:VCALENDAR\r\n".utf8), true), ([], true),
      (Array("@/etc/passwd".utf8), false), (Array("a\u{0}b".utf8), false), ([0x41, 0xFF, 0x42], false),
    ] as [([UInt8], Bool)])
  func aBodyGoesInTheConfigurationWhenCurlSendsItAsIs(body: [UInt8], inline: Bool) {
    let text = Curl.inlineBody(body)
    #expect((text != nil) == inline)
    #expect(text.map { Array($0.utf8) == body } ?? true)
  }

  @Test func readsTheLastHeaderBlockOfADump() {
    let dump = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nETag: \"abc\"\r\nContent-Length: 0\r\n\r\n"
    let headers = Curl.headers(fromDump: Array(dump.utf8))
    #expect(headers.first { $0.name == "etag" }?.value == "\"abc\"")
    #expect(headers.count == 2)
  }

  /// Replies, downloads and .netrc files are read up to a limit, and say
  /// when there was more.
  @Test(arguments: [(99, false), (100, true), (101, true)])
  func readsUpToTheLimit(limit: Int, complete: Bool) throws {
    let file = try TestFolder.make().appendingPathComponent("reply")
    try Data(repeating: 0x61, count: 100).write(to: file)
    let read = try #require(Curl.readFile(file.path, atMost: limit))
    #expect(read.bytes.count == min(limit, 100))
    #expect(read.complete == complete)
  }
}
