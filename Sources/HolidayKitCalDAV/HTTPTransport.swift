import HolidayKit

/// What carries a CalDAV client's requests to the server and brings the
/// replies back: the command line's is curl run as a child process; the
/// tests' is a table of a server's behaviours, in memory.
///
/// The client does the protocol: redirects (``HTTPRedirect``), the switch
/// to Digest, which hosts get the password (``HTTPRequest/credentials``),
/// what a status means, how fast to go (``RequestPacing``). A transport only sends, and
/// waits when told.
package protocol HTTPTransport {
  /// Sends `requests`, which do not depend on each other, at most
  /// `together` in flight at once over as many connections (the next
  /// going out as soon as one ends, with no wait for the others), and
  /// tells `received` each one's response as it ends, with its position
  /// in `requests`. When `received` answers false, nothing more is sent
  /// and the requests still in flight are abandoned: whether the server
  /// got them is unknown. Returns the response of each request that
  /// ended, in the order of `requests`; nil for the others.
  ///
  /// A request that got no reply (the server went away, a TLS failure, a
  /// time-out) ends with status 0 and its ``HTTPResponse/failure``, whose
  /// kind the transport sets from how the request ended (callers decide
  /// by the kind, never by the words); the others are still sent. A request with ``HTTPRequest/credentials``
  /// carries them: the `Authorization` that
  /// ``HTTPCredentials/authorization(for:)`` gives, else the user and
  /// password by Basic, or by the server's Digest challenge when
  /// ``HTTPAuthentication/scheme`` is
  /// ``HTTPAuthentication/Scheme/curlDigest``.
  ///
  /// - Throws: ``SyncError`` when nothing can be sent at all (no curl).
  func send(_ requests: [HTTPRequest], together: Int, received: (Int, HTTPResponse) -> Bool) throws(SyncError)
    -> [HTTPResponse?]

  /// Waits `seconds` before the next request, as a throttling server asks.
  func wait(seconds: Int)

  /// Seconds on a clock that only goes forward, from any start: how long
  /// a run has been sending is measured on it.
  var now: Double { get }
}
