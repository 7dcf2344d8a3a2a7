import HolidayKit

/// Why a request got no reply: its kind, decided where the transport
/// reads how the request ended (curl's exit status, a reply past the
/// limit), and the transport's own words for it. Callers decide by the
/// kind, never by the words.
package struct HTTPFailure: Equatable, Sendable {
  /// What kind of failure it is.
  package enum Kind: Equatable, Sendable {
    /// No server was reached: the name did not resolve, the connection
    /// was refused, no route to the host.
    case unreachable
    /// No reply within the time allowed, for the connection or the whole
    /// request.
    case timeout
    /// The TLS handshake failed for another reason than the certificate.
    case tls
    /// The server's certificate is not trusted (self-signed, a private
    /// authority, expired, another host's name).
    case certificate
    /// A server that took the request broke off before its reply ended
    /// (an empty reply, a reset while sending or receiving, a cut
    /// transfer): it may have done what was asked.
    case cutReply
    /// The reply is larger than the transport takes.
    case tooLarge
    /// The request was not sent, or abandoned in flight: the batch was
    /// stopped, a signal came, the transport ended before it.
    case notSent
    /// Another failure (a URL or protocol the transport refuses, an
    /// internal error): no reply came, its words say why.
    case other
  }

  /// The kind, which callers switch on.
  package var kind: Kind
  /// The transport's words, such as curl's `Could not resolve host:
  /// dav.example`, for the user to read.
  package var message: String

  /// A failure of `kind`, said as `message`.
  package init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }
}
