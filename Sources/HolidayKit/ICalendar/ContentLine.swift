/// iCalendar content lines (`NAME;PARAM=VALUE:VALUE`) and the rules of
/// RFC 5545 §3.1 for writing them: CRLF line ends and folding at 75 octets.
public enum ContentLine {
  /// The longest physical line, in octets, CRLF excluded.
  public static let maximumOctets = 75

  /// `line` folded into physical lines of at most 75 octets, each ending in
  /// CRLF; a continuation line starts with one space, which counts towards
  /// its 75. Never splits a UTF-8 sequence.
  public static func folded(_ line: String) -> String {
    var writer = ContentLineWriter()
    writer.append(line)
    writer.endLine()
    return writer.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Undoes folding: joins each line that starts with a space or tab to the
  /// one before it, and returns the logical lines without their line ends.
  public static func unfold(_ text: String) -> [String] {
    unfoldNumbered(text).map(\.text)
  }

  /// The logical lines of `text`, each with the number (from 1) of the
  /// physical line it starts on. Lines may end in CRLF or LF; a line that
  /// starts with a space or tab continues the one before, without that
  /// character; empty lines are dropped. Works on bytes, so a continuation
  /// that starts with a space and a combining mark loses just the space.
  public static func unfoldNumbered(_ text: String) -> [(number: Int, text: String)] {
    var lines: [(number: Int, bytes: [UInt8])] = []
    var number = 0
    for physical in text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
      number += 1
      var content = physical[...]
      if content.last == 13 { content = content.dropLast() }
      if let first = content.first, first == 32 || first == 9, !lines.isEmpty {
        lines[lines.count - 1].bytes += content.dropFirst()
      } else if !content.isEmpty {
        lines.append((number, Array(content)))
      }
    }
    return lines.map { ($0.number, String(decoding: $0.bytes, as: UTF8.self)) }
  }
}

/// Writes content lines as UTF-8 bytes, folding as it goes: before a
/// character that would take the physical line past 75 octets it starts a
/// continuation line (CRLF and a space), so a fold never falls inside a
/// character's bytes.
public struct ContentLineWriter: Sendable {
  /// Room for the bytes, zero past ``count``: writing into room that is
  /// already there costs a copy, where `Array.append(contentsOf:)` costs
  /// several times the copy for the short pieces a content line is made of.
  private var storage: [UInt8]
  /// How many bytes have been written.
  public private(set) var count = 0
  /// Octets on the current physical line.
  private var column = 0

  /// An empty writer with room for `capacity` bytes before it grows.
  public init(reservingCapacity capacity: Int = 4096) {
    storage = [UInt8](repeating: 0, count: max(capacity, 16))
  }

  /// The bytes written so far.
  public var bytes: [UInt8] { Array(storage[..<count]) }

  /// Runs `body` with the bytes written so far, without copying them.
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if storage.count - count < extra { grow(extra) }
  }

  private mutating func grow(_ extra: Int) {
    storage.append(contentsOf: repeatElement(0, count: max(extra, storage.count)))
  }

  /// Writes `byte` where there is room for it.
  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Appends one byte of UTF-8, folding before the first byte of a
  /// character that does not fit.
  @inline(__always)
  public mutating func append(byte: UInt8) {
    if byte & 0xC0 != 0x80 {
      let width = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      if column + width > ContentLine.maximumOctets {
        put(13)
        put(10)
        put(32)
        column = 1
      }
      column += width
    }
    put(byte)
  }

  /// Appends text as it is (a property name, parameters, a value that needs
  /// no escaping).
  public mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append(utf8: $0) }
  }

  /// Appends UTF-8 bytes as they are: at once when they fit on the current
  /// physical line (the usual case), else byte by byte, folding.
  public mutating func append(utf8 buffer: UnsafeBufferPointer<UInt8>) {
    if column + buffer.count <= ContentLine.maximumOctets {
      reserve(buffer.count)
      let start = count
      storage.withUnsafeMutableBufferPointer { room in
        guard let target = room.baseAddress, let source = buffer.baseAddress else { return }
        (target + start).update(from: source, count: buffer.count)
      }
      count += buffer.count
      column += buffer.count
    } else {
      for byte in buffer { append(byte: byte) }
    }
  }

  /// Appends a TEXT value escaped as ``TextValue/escaped(_:)`` says.
  public mutating func appendEscaped(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard TextValue.needsEscaping(buffer) else { return append(utf8: buffer) }
      TextValue.escape(buffer) { append(byte: $0) }
    }
  }

  /// Appends `value` in decimal, zero-padded to `width` digits (at most 20).
  public mutating func append(number value: Int, width: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
      var start = digits.count
      var rest = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      while digits.count - start < min(width, 20) {
        start -= 1
        digits[start] = UInt8(ascii: "0")
      }
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      append(utf8: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends a date as `YYYYMMDD`.
  public mutating func append(basicFormat date: CivilDate) {
    append(number: date.year, width: 4)
    append(number: date.month, width: 2)
    append(number: date.day, width: 2)
  }

  /// Appends a date-time as `YYYYMMDDTHHMMSS`.
  public mutating func append(basicFormat moment: LocalDateTime) {
    append(basicFormat: moment.date)
    append(byte: UInt8(ascii: "T"))
    append(number: moment.time.hour, width: 2)
    append(number: moment.time.minute, width: 2)
    append(number: moment.time.second, width: 2)
  }

  /// Ends the logical line with CRLF.
  public mutating func endLine() {
    put(13)
    put(10)
    column = 0
  }

  /// Appends a whole line, `text` as it is, and ends it.
  public mutating func line(_ text: String) {
    append(text)
    endLine()
  }

  /// Empties the buffer (after its bytes were written out).
  public mutating func removeAll() {
    count = 0
    column = 0
  }
}
