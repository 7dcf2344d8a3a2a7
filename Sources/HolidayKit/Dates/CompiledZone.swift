/// A time zone read from a compiled zone file (TZif, RFC 8536, versions 1
/// to 4), as the system's time zone database keeps them under
/// `/usr/share/zoneinfo`: the table of transitions, then the file's footer
/// rule (a POSIX `TZ` string) for instants past the table.
///
/// Times are seconds since 1970-01-01T00:00:00Z. Files with leap-second
/// records (the `right/` zones) are not read: civil time has none.
package struct CompiledZone: Sendable, Equatable {
  /// A local time type: an offset from UTC and whether it is daylight time.
  package struct LocalTimeType: Sendable, Equatable {
    package var offset: Int
    package var isDaylight: Bool

    /// A type of `offset` seconds from UTC, daylight time or not.
    package init(offset: Int, isDaylight: Bool) {
      self.offset = offset
      self.isDaylight = isDaylight
    }
  }

  /// The instants at which the local time type changes, in order.
  package private(set) var transitions: [Int] = []
  /// The type from each of ``transitions`` on.
  private var transitionTypes: [LocalTimeType] = []
  /// The type before the first transition (the file's type 0).
  private var initialType = LocalTimeType(offset: 0, isDaylight: false)
  /// The footer's rule for instants after the last transition, if any.
  package private(set) var footer: POSIXZoneRule?

  /// Reads a compiled zone file; nil if `bytes` is not one, has leap
  /// seconds, or is damaged.
  package init?(_ bytes: [UInt8]) {
    var reader = Reader(bytes: bytes)
    guard let header = reader.header() else { return nil }
    if header.version == 0 {
      guard parseBlock(&reader, header: header, timeSize: 4) else { return nil }
      return
    }
    // Version 2 and later: skip the 32-bit block for the 64-bit one.
    guard reader.skip(header.blockSize(timeSize: 4)), let second = reader.header(),
      parseBlock(&reader, header: second, timeSize: 8)
    else { return nil }
    // The footer: "\n" TZ string "\n".
    guard reader.byte() == 0x0A, let end = reader.bytes[reader.position...].firstIndex(of: 0x0A) else { return nil }
    let text = String(decoding: reader.bytes[reader.position..<end], as: UTF8.self)
    if !text.isEmpty {
      guard let rule = POSIXZoneRule(text) else { return nil }
      footer = rule
    }
  }

  /// A zone of the given changes, with `initial` before the first: the
  /// zone a calendar file's own VTIMEZONE defines (the .ics reader builds
  /// the changes from its observances). Changes at one instant keep the
  /// last; no footer rule follows the last change.
  package init(initial: LocalTimeType, changes: [(instant: Int, type: LocalTimeType)]) {
    initialType = initial
    for change in changes.sorted(by: { $0.instant < $1.instant }) {
      if let last = transitions.last, last == change.instant {
        transitionTypes[transitionTypes.count - 1] = change.type
      } else {
        transitions.append(change.instant)
        transitionTypes.append(change.type)
      }
    }
  }

  private mutating func parseBlock(_ reader: inout Reader, header: Reader.Header, timeSize: Int) -> Bool {
    guard header.leapCount == 0, header.typeCount > 0 else { return false }
    var times: [Int] = []
    times.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      guard let time = timeSize == 4 ? reader.int32() : reader.int64() else { return false }
      times.append(time)
    }
    var indices: [Int] = []
    for _ in 0..<header.timeCount {
      guard let index = reader.byte(), index < header.typeCount else { return false }
      indices.append(index)
    }
    var types: [LocalTimeType] = []
    for _ in 0..<header.typeCount {
      guard let offset = reader.int32(), let isDaylight = reader.byte(), reader.byte() != nil,
        offset > -89_999, offset < 93_600
      else { return false }
      types.append(LocalTimeType(offset: offset, isDaylight: isDaylight != 0))
    }
    guard zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }),
      reader.skip(header.characterCount + header.standardCount + header.universalCount)
    else { return false }
    transitions = times
    transitionTypes = Self.positiveDaylight(indices.map { types[$0] })
    initialType = types[0]
    return true
  }

  /// The types with daylight time read as ICU (and tzdata's "rearguard"
  /// files) read it: the summer's offset is daylight time. The system's
  /// files may say otherwise: Europe/Dublin's winter GMT is daylight time
  /// there (its summer IST being standard). Here a daylight type lower than
  /// the standard times on both sides of it is standard time, and the
  /// standard time after it (and the one before, when it alternates with
  /// the same daylight time) is daylight time.
  static func positiveDaylight(_ types: [LocalTimeType]) -> [LocalTimeType] {
    var result = types
    for index in types.indices.dropFirst().dropLast() where types[index].isDaylight {
      let before = types[index - 1]
      let after = types[index + 1]
      guard !before.isDaylight, !after.isDaylight, before.offset > types[index].offset,
        after.offset > types[index].offset
      else { continue }
      result[index].isDaylight = false
      result[index + 1].isDaylight = true
      if index >= 2, types[index - 2] == types[index] { result[index - 1].isDaylight = true }
    }
    return result
  }

  /// The local time type at `instant`.
  package func type(at instant: Int) -> LocalTimeType {
    if let last = transitions.last, instant >= last, let footer {
      return footer.type(at: instant)
    }
    let low = transitionsUpTo(instant)
    return low == 0 ? initialType : transitionTypes[low - 1]
  }

  /// How many transitions are at or before `instant` (by halving).
  private func transitionsUpTo(_ instant: Int) -> Int {
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The first instant after `instant` at which the local time type
  /// changes (in offset, daylight flag or both), or nil if none does.
  package func nextTransition(after instant: Int) -> Int? {
    let low = transitionsUpTo(instant)
    if low < transitions.count { return transitions[low] }
    guard let footer else { return nil }
    let after = max(instant, transitions.last ?? Int.min)
    var next = footer.nextTransition(after: after)
    // The footer's first change may repeat the table's last type.
    while let candidate = next, let last = transitions.last, candidate > last,
      footer.type(at: candidate) == type(at: candidate - 1)
    {
      next = footer.nextTransition(after: candidate)
    }
    return next
  }

  /// Big-endian reading of a compiled zone file.
  private struct Reader {
    struct Header {
      var version: Int
      var universalCount: Int
      var standardCount: Int
      var leapCount: Int
      var timeCount: Int
      var typeCount: Int
      var characterCount: Int

      /// The bytes of the data block after this header.
      func blockSize(timeSize: Int) -> Int {
        timeCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4) + standardCount
          + universalCount
      }
    }

    let bytes: [UInt8]
    var position = 0

    mutating func byte() -> Int? {
      guard position < bytes.count else { return nil }
      defer { position += 1 }
      return Int(bytes[position])
    }

    mutating func skip(_ count: Int) -> Bool {
      guard count >= 0, count <= bytes.count - position else { return false }
      position += count
      return true
    }

    mutating func int32() -> Int? { signed(bytes: 4) }

    mutating func int64() -> Int? { signed(bytes: 8) }

    /// The next `width` bytes (4 or 8) as a big-endian two's-complement number.
    private mutating func signed(bytes width: Int) -> Int? {
      guard bytes.count - position >= width else { return nil }
      var value: UInt64 = 0
      for _ in 0..<width {
        value = value << 8 | UInt64(bytes[position])
        position += 1
      }
      let unused = 64 - 8 * width  // sign-extended from the top bit of `width` bytes
      return Int(Int64(bitPattern: value << unused) >> unused)
    }

    /// The 44-byte header: "TZif", a version, 15 unused bytes, six counts.
    mutating func header() -> Header? {
      guard bytes.count - position >= 44, bytes[position..<position + 4].elementsEqual("TZif".utf8) else {
        return nil
      }
      let versionByte = bytes[position + 4]
      let version = versionByte == 0 ? 0 : Int(versionByte) - 0x30
      guard (0...4).contains(version) else { return nil }
      position += 20
      var counts: [Int] = []
      for _ in 0..<6 {
        guard let count = int32(), (0..<(1 << 24)).contains(count) else { return nil }
        counts.append(count)
      }
      return Header(
        version: version, universalCount: counts[0], standardCount: counts[1], leapCount: counts[2],
        timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
    }
  }
}
