import HolidayKit

/// What carries a CalDAV client's requests to the server and brings the
/// replies back: the command line's is curl run as a child process; the
/// tests' is a table of a server's behaviours, in memory.
///
/// The client does the protocol: redirects, the switch to Digest, which
/// hosts get the password (``HTTPRequest/credentials``), what a status
/// means. A transport only sends, in order, and may wait out throttling
/// (429, 503) by sending a request again.
package protocol HTTPTransport {
  /// Sends `requests` in order (over one connection where it can) and
  /// returns one response for each, in the same order. A request that got
  /// no reply (the server went away, a TLS failure) has status 0 and its
  /// ``HTTPResponse/failure``; the requests after it are still tried.
  ///
  /// A request with ``HTTPRequest/credentials`` carries them: the
  /// `Authorization` that ``HTTPCredentials/authorization(for:)`` gives,
  /// else the user and password by Basic, or by the server's Digest
  /// challenge when ``HTTPAuthentication/scheme`` is
  /// ``HTTPAuthentication/Scheme/curlDigest``.
  ///
  /// - Throws: ``SyncError`` when nothing can be sent at all (no curl).
  func send(_ requests: [HTTPRequest]) throws(SyncError) -> [HTTPResponse]
}
