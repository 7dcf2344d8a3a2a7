import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one set of rules for following redirects, for `sync`
/// (``CalDAVClient/request(_:answered:)``) and `update` (its download)
/// alike; curl is never told to follow one. A redirect is a 301, 302,
/// 303, 307 or 308 with a `Location`, absolute or relative to the URL
/// that answered, and the request goes there as it was (the same method
/// and body). It is followed unless:
/// - ``limit`` redirects were followed already for the request (a loop);
/// - it leads to anything but HTTPS, except plain HTTP to this machine
///   where the caller allows it (a server on this machine, for sync);
/// - it leads from HTTPS to plain HTTP, even to this machine;
/// - it leads from a host trusted with the password to one that is not:
///   the password is never sent there, and a request without it would
///   only be refused as a wrong password, so the caller says where it led.
package struct HTTPRedirect {
  /// The statuses that redirect.
  package static let statuses: Set<Int> = [301, 302, 303, 307, 308]
  /// The most redirects followed for one request.
  package static let limit = 5

  /// Why a redirect is not followed.
  package enum Refusal: Equatable, Sendable {
    /// ``limit`` redirects were followed already: a loop.
    case tooMany
    /// It leads to anything but HTTPS (or plain HTTP to this machine,
    /// where allowed).
    case notHTTPS
    /// It leads from HTTPS to plain HTTP.
    case downgrade
    /// It leads from a host trusted with the password to one that is
    /// not: the password is withheld, the redirect not followed.
    case passwordWithheld
  }

  /// What to do after a redirect.
  package enum Step: Equatable, Sendable {
    /// Send the request again to this URL.
    case follow(String)
    /// Stop: the redirect to this URL is refused.
    case refuse(Refusal, String)
  }

  /// The hosts trusted with the password, lower case; empty when the
  /// requests carry none.
  package var trustedHosts: Set<String>
  /// Whether a redirect may lead to plain HTTP to this machine (from
  /// plain HTTP): sync's server may be on this machine; update's holiday
  /// files come over HTTPS only.
  package var allowsPlainHTTPToThisMachine: Bool

  /// The rules with these hosts trusted with the password, and plain HTTP
  /// to this machine allowed or not.
  package init(trustedHosts: Set<String> = [], allowsPlainHTTPToThisMachine: Bool) {
    self.trustedHosts = trustedHosts
    self.allowsPlainHTTPToThisMachine = allowsPlainHTTPToThisMachine
  }

  /// The step after `response` to a request sent to `url`, `count`
  /// redirects after the first; nil when `response` is the answer (not a
  /// redirect status, no `Location`, or one that is no URL).
  package func step(after response: HTTPResponse, from url: String, count: Int) -> Step? {
    guard Self.statuses.contains(response.status), let location = response.header("location"),
      let next = CalDAVClient.resolve(location, against: url), let target = URL(string: next)
    else { return nil }
    if count >= Self.limit { return .refuse(.tooMany, next) }
    let scheme = target.scheme?.lowercased()
    let host = target.host?.lowercased()
    let isHTTPS = scheme == "https" && host != nil
    let isPlainHTTPHere = scheme == "http" && host.map(Loopback.isHost) == true
    guard isHTTPS || (isPlainHTTPHere && allowsPlainHTTPToThisMachine) else { return .refuse(.notHTTPS, next) }
    if URL(string: url)?.scheme?.lowercased() == "https", !isHTTPS { return .refuse(.downgrade, next) }
    let from = URL(string: url)?.host?.lowercased()
    if let from, trustedHosts.contains(from), !trustedHosts.contains(host ?? "") {
      return .refuse(.passwordWithheld, next)
    }
    return .follow(next)
  }
}
