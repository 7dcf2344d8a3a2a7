import Foundation
import HolidayKitCalDAV
import Testing

@testable import WorkdayCLI

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
}
