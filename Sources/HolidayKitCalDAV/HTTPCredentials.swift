import HolidayKit

/// The user and password a request to a trusted host carries, and how
/// the password goes (``HTTPAuthentication``, shared by the copies of
/// this value: a server's answer holds for the whole run).
package struct HTTPCredentials {
  /// The user name.
  package var user: String
  /// The password: only ever in memory and on a transport's private
  /// channel (curl's standard input), never in an argument.
  package var password: String
  /// Basic, or Digest once a server asked for it.
  package let authentication: HTTPAuthentication

  /// `user` and `password`, sent by Basic until a server asks for Digest.
  package init(user: String, password: String, authentication: HTTPAuthentication = HTTPAuthentication()) {
    self.user = user
    self.password = password
    self.authentication = authentication
  }

  /// The `Authorization` value for `request` when Digest is answered here
  /// (the nonce counted up: call it once per request sent); nil when the
  /// transport sends the user and password itself (Basic, or curl's
  /// Digest).
  package func authorization(for request: HTTPRequest) -> String? {
    authentication.authorization(method: request.method, url: request.url, user: user, password: password)
  }
}
