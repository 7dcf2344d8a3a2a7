import HolidayKit

/// How a run paces its requests: ``window`` requests of a batch in flight
/// at once, the next going out as soon as one ends (the transport keeps
/// them in flight); throttling (429, 503, and 408, 502, 504) stops the
/// batch, waits as long as the server asks and halves the window; a write
/// refused as locked (423, by the run's own writes) is sent again, once
/// the batch has ended, in a window half as wide; a server error (500)
/// among requests in flight together once more, one at a time. The batch stops early, each request
/// not sent saying why, when the server asks to wait longer than the run
/// may, stops answering, or the run has taken too long.
///
/// One value per run, shared by the copies of its ``CalDAVClient``: the
/// waits and the clock count for the whole run.
package final class RequestPacing {
  /// Requests sent together at most; halved by each throttled window.
  package var window: Int
  /// How many times a throttled request is sent again.
  package var retries: Int
  /// The longest the run waits for throttling in all, in seconds.
  package var waitBudget: Int
  /// Requests in a row that got no reply (a time-out, a connection
  /// refused) after which the server is taken to have stopped answering.
  package var silentInARow: Int
  /// The longest a run may send requests, in seconds from the first.
  package var runBudget: Double

  /// Seconds waited so far.
  package private(set) var waited = 0
  /// Requests in a row that got no reply, across the run's batches, and
  /// the last one's failure.
  private var silent = 0
  private var lastSilence: String?
  /// When the first request went out, on the transport's clock.
  private var started: Double?

  /// Pacing with these limits; by default 8 requests together (so that a
  /// server that stalls costs one request's time-out, all in flight
  /// together), 3 tries again, 120 s of waiting, 3 silent requests, 15
  /// minutes a run.
  package init(
    window: Int = 8, retries: Int = 3, waitBudget: Int = 120, silentInARow: Int = 3, runBudget: Double = 900
  ) {
    self.window = max(1, window)
    self.retries = retries
    self.waitBudget = waitBudget
    self.silentInARow = max(1, silentInARow)
    self.runBudget = runBudget
  }

  /// Whether `response` is one a later try may change: throttling (429,
  /// 503) and a gateway or server that timed out (408, 502, 504).
  package static func isThrottled(_ response: HTTPResponse) -> Bool {
    [408, 429, 502, 503, 504].contains(response.status)
  }

  /// Seconds to wait before trying `response`'s request again: its
  /// Retry-After in seconds, or as an HTTP date against the reply's own
  /// Date, else 1, 2, 4… by `attempt` (from 0).
  package static func retryDelay(_ response: HTTPResponse, attempt: Int) -> Int {
    if let value = response.header("retry-after") {
      let trimmed = value.filter { $0 != " " && $0 != "\t" }
      if let seconds = Int(trimmed), seconds >= 0 { return seconds }
      if let until = HTTPDate.seconds(value), let now = response.header("date").flatMap(HTTPDate.seconds) {
        return max(0, until - now)
      }
    }
    return 1 << min(attempt, 6)
  }

  /// Why the run sends nothing more, if it must not: the server stopped
  /// answering, or the run has taken too long.
  private func reasonToStop(at now: Double) -> String? {
    if silent >= silentInARow {
      return
        "the server stopped answering (\(silent) requests in a row got no reply\(lastSilence.map { ": " + $0 } ?? "")); run sync again later"
    }
    if let started, now - started > runBudget {
      return
        "the run has taken more than \(Int(runBudget)) s, the most it may; the server answers too slowly, run sync again later"
    }
    return nil
  }

  /// Sends `requests` through `send` as the type says, on `transport`'s
  /// clock: ``window`` in flight at a time, each answer looked at as it
  /// ends, and the batch stopped at the first that asks to slow down or
  /// stop. A request abandoned in flight is sent again (its `If-Match` or
  /// `If-None-Match` makes that safe: a write the server did get is
  /// refused the second time, and found done). One response for each, in
  /// order; a request the batch stopped before has status 0 and its
  /// ``HTTPResponse/stopped``.
  func send(
    _ requests: [HTTPRequest], on transport: any HTTPTransport,
    through send: ([HTTPRequest], Int, (Int, HTTPResponse) -> Bool) throws -> [HTTPResponse?]
  ) throws -> [HTTPResponse] {
    var responses = [HTTPResponse?](repeating: nil, count: requests.count)
    var tries = [Int](repeating: 0, count: requests.count)
    // Whether a request was in a round already: it may have gone out.
    var wentOut = [Bool](repeating: false, count: requests.count)
    var queue = Array(requests.indices)
    if started == nil { started = transport.now }
    func stop(_ indices: [Int], _ reason: String) {
      for index in indices {
        var response = responses[index] ?? HTTPResponse(status: 0, failure: HTTPFailure(.notSent, reason))
        response.stopped = reason
        responses[index] = response
      }
    }
    while !queue.isEmpty {
      if let reason = reasonToStop(at: transport.now) {
        stop(queue, reason)
        break
      }
      let sending = queue
      // What the answers so far ask for: requests to send again, a wait,
      // a narrower window.
      var again: [Int] = []
      var asked = 0
      var isThrottled = false
      var isLocked = false
      var isSequential = false
      let answers: [HTTPResponse?]
      let wasAnswered = responses.contains { $0 != nil }
      do {
        answers = try send(sending.map { requests[$0] }, window) { position, answer in
          let index = sending[position]
          var answer = answer
          // Sent before without a final answer (tried again, or in flight
          // when a round stopped): that attempt may have been applied.
          answer.isRepeat = wentOut[index]
          responses[index] = answer
          if answer.status == 0 {
            silent += 1
            lastSilence = answer.failure?.message
          } else {
            silent = 0
          }
          // Locked (423: Xandikos while another of our writes holds the
          // collection): sent again in a narrower window, with no wait,
          // until one request at a time.
          if answer.status == 423, window > 1 {
            isLocked = true
            again.append(index)
          } else if answer.status == 500, window > 1, sending.count > 1, tries[index] == 0 {
            // A server error among requests in flight together (Xandikos
            // under concurrent writes): the run goes on one at a time,
            // and that request is sent once more.
            tries[index] += 1
            isLocked = true
            isSequential = true
            again.append(index)
          } else if Self.isThrottled(answer) {
            // Any throttled answer pauses the batch, even one not tried
            // again.
            isThrottled = true
            asked = max(asked, Self.retryDelay(answer, attempt: tries[index]))
            if tries[index] < retries {
              tries[index] += 1
              again.append(index)
            }
          }
          // Throttled: stopped at once. Locked or a server error: the
          // batch goes on to its end, and the refused requests go again
          // after it (were the requests in flight abandoned, the server
          // would still be writing them when those go again).
          return !isThrottled && reasonToStop(at: transport.now) == nil
        }
      } catch {
        // A failure after requests that were answered (a password refused
        // midway): what they did stands, the rest is said not made.
        guard wasAnswered else { throw error }
        stop(queue, "\(error)")
        break
      }
      for index in sending { wentOut[index] = true }
      // Those to send again, then those that did not end, in order.
      let ended = Set(zip(sending, answers).filter { $0.1 != nil && $0.1?.stopped == nil }.map(\.0))
      queue = again + sending.filter { !ended.contains($0) }
      // The transport stopped (a signal, a password refused midway):
      // nothing more goes out.
      if let reason = answers.lazy.compactMap({ $0?.stopped }).first {
        for (index, answer) in zip(sending, answers) where answer?.stopped != nil { responses[index] = answer }
        stop(queue, reason)
        break
      }
      if isLocked, !isThrottled {
        window = isSequential ? 1 : max(1, window / 2)
        continue
      }
      guard isThrottled, !queue.isEmpty else { continue }
      if waited + asked > waitBudget {
        stop(queue, "the server asks to wait \(asked) s; run sync again later")
        break
      }
      transport.wait(seconds: asked)
      waited += asked
      window = max(1, window / 2)
    }
    return responses.map { $0 ?? HTTPResponse(status: 0, failure: HTTPFailure(.notSent, "not sent")) }
  }
}
