import Testing

@testable import HolidayKitCalDAV

/// How a 401's challenges are read, and Digest answered without curl's
/// extra round trip.
struct DigestAuthenticationTests {
  /// RFC 7235's `WWW-Authenticate`: challenges separated by commas, each a
  /// scheme and its parameters (quoted strings may hold commas) or a token68.
  @Test(arguments: [
    (["Basic realm=\"Radicale - Password Required\""], ["Basic"]),
    (["Digest realm=\"SabreDAV\",qop=\"auth\",nonce=\"6b07\",opaque=\"df58\""], ["Digest"]),
    (["Negotiate", "Basic realm=\"a, b\", charset=\"UTF-8\""], ["Negotiate", "Basic"]),
    (
      ["Bearer realm=\"x\", error=\"invalid_token\", Digest realm=\"y\", nonce=\"n,1\", algorithm=MD5"],
      ["Bearer", "Digest"]
    ),
    (["Negotiate YIIB=="], ["Negotiate"]),
    (["Digest realm = \"r\", nonce = \"n\", Basic realm=\"b\""], ["Digest", "Basic"]),
    (["basic realm=\"x\"", "BASIC realm=\"y\""], ["basic"]),
    (["Basic realm=\"quote \\\" and , comma\", Digest realm=\"z\""], ["Basic", "Digest"]),
    ([""], []),
    ([String](), []),
  ])
  func readsTheSchemesOfAChallenge(fields: [String], schemes: [String]) {
    #expect(HTTPAuthentication.schemes(offeredIn: fields) == schemes)
  }

  /// RFC 1321's test suite.
  @Test(arguments: [
    ("", "d41d8cd98f00b204e9800998ecf8427e"), ("a", "0cc175b9c0f1b6a831c399e269772661"),
    ("abc", "900150983cd24fb0d6963f7d28e17f72"), ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
    ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
    (
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a"
    ),
  ])
  func md5(text: String, hex: String) {
    #expect(MD5.hex(text) == hex)
  }

  /// RFC 7616 §3.9.1's example, MD5: the same response for the same nonces.
  @Test func answersTheRFCsExample() throws {
    let fields = [
      "Digest realm=\"http-auth@example.org\", qop=\"auth, auth-int\", algorithm=SHA-256, nonce=\"7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v\", opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\"",
      "Digest realm=\"http-auth@example.org\", qop=\"auth, auth-int\", algorithm=MD5, nonce=\"7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v\", opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\"",
    ]
    let challenge = try #require(HTTPAuthentication.digestChallenge(in: fields))
    let authentication = HTTPAuthentication()
    authentication.useDigest(challenge)
    let answer = try #require(
      authentication.authorization(
        method: "GET", url: "http://www.example.org/dir/index.html", user: "Mufasa", password: "Circle of Life",
        cnonce: "f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ"))
    #expect(answer.hasPrefix("Digest username=\"Mufasa\", realm=\"http-auth@example.org\""))
    #expect(answer.contains("uri=\"/dir/index.html\", qop=auth, nc=00000001,"))
    #expect(answer.contains("response=\"8ca523f5e9506fed4657c9700eebdbec\""))
    #expect(answer.contains("opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\""))
    // The next request counts the nonce up.
    let next = authentication.authorization(method: "GET", url: "http://www.example.org/", user: "u", password: "p")
    #expect(next?.contains("nc=00000002") == true)
  }

  /// Only MD5 with qop auth (or none) is answered here; SHA-256 alone is
  /// left to curl.
  @Test(arguments: [
    ("Digest realm=\"SabreDAV\",qop=\"auth\",nonce=\"6b07\",opaque=\"df58\"", true),
    ("Digest realm=\"r\", nonce=\"n\"", true),
    ("Digest realm = \"r\" , nonce = n", true),
    ("Digest realm=\"r\", nonce=\"n\", algorithm=SHA-256", false),
    ("Digest realm=\"r\", nonce=\"n\", qop=\"auth-int\"", false),
    ("Digest realm=\"r\"", false),
    ("Basic realm=\"r\"", false),
  ])
  func answersMD5Here(field: String, answered: Bool) {
    #expect((HTTPAuthentication.digestChallenge(in: [field]) != nil) == answered)
  }

  /// The request target is the URL's path and query, as curl sends it.
  @Test(arguments: [
    ("https://h.example/a/b.ics", "/a/b.ics"), ("https://h.example:8443/a/?x=1#f", "/a/?x=1"),
    ("https://h.example", "/"), ("https://h.example?x", "/?x"),
    ("http://127.0.0.1:5232/alice/20261228-clock-in_40workday-ics.ics", "/alice/20261228-clock-in_40workday-ics.ics"),
  ])
  func requestTarget(url: String, target: String) {
    #expect(HTTPAuthentication.requestTarget(url) == target)
  }
}
