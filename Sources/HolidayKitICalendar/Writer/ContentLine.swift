import HolidayKit

/// iCalendar content lines (`NAME;PARAM=VALUE:VALUE`) and the rules of
/// RFC 5545 §3.1 for writing them: CRLF line ends and folding at 75 octets.
package enum ContentLine {
  /// The longest physical line, in octets, CRLF excluded.
  package static let maximumOctets = 75

  /// `line` folded into physical lines of at most 75 octets, each ending in
  /// CRLF; a continuation line starts with one space, which counts towards
  /// its 75. Never splits a UTF-8 sequence.
  package static func folded(_ line: String) -> String {
    var writer = ContentLineWriter()
    writer.append(line)
    writer.endLine()
    return writer.text
  }

  /// Undoes folding: joins each line that starts with a space or tab to the
  /// one before it, and returns the logical lines without their line ends.
  package static func unfold(_ text: String) -> [String] {
    unfoldNumbered(text).map(\.text)
  }

  /// The logical lines of `text`, each with the number (from 1) of the
  /// physical line it starts on. Lines may end in CRLF or LF; a line that
  /// starts with a space or tab continues the one before, without that
  /// character; empty lines are dropped. Works on bytes, so a continuation
  /// that starts with a space and a combining mark loses just the space.
  package static func unfoldNumbered(_ text: String) -> [(number: Int, text: String)] {
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
package struct ContentLineWriter: Sendable {
  /// The bytes, in storage of their own that is copied before a change
  /// when another writer shares it (as `Array` does): writing a short piece
  /// into room that is already there costs a copy and a comparison, where
  /// `Array.append(contentsOf:)` costs several times that.
  private var storage: ByteStorage
  /// How many bytes have been written.
  package private(set) var count = 0
  /// Octets on the current physical line.
  private var column = 0

  /// An empty writer with room for `capacity` bytes before it grows.
  package init(reservingCapacity capacity: Int = 4096) {
    storage = ByteStorage(capacity: max(capacity, 16))
  }

  /// The bytes written so far.
  package var bytes: [UInt8] { withBytes { Array($0) } }

  /// The bytes written so far, as the text they spell.
  package var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Runs `body` with the bytes written so far, without copying them.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
  }

  /// Where the next `extra` bytes go, once there is room for them in
  /// storage this writer alone holds.
  @inline(__always)
  private mutating func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
    if storage.capacity - count < extra || !isKnownUniquelyReferenced(&storage) {
      let needed = count + extra
      storage = storage.copy(
        count: count, capacity: needed > storage.capacity ? max(needed, 2 * storage.capacity) : storage.capacity)
    }
    return storage.base + count
  }

  /// Takes the next `length` bytes of the current physical line, for the
  /// caller to fill at once: the caller has checked that they fit.
  @inline(__always)
  private mutating func take(_ length: Int) -> UnsafeMutablePointer<UInt8> {
    let target = room(for: length)
    count += length
    column += length
    return target
  }

  /// Writes `byte` after the others.
  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    room(for: 1).initialize(to: byte)
    count += 1
  }

  /// Runs `body` with the UTF-8 of `text`, copied only when the string does
  /// not keep its UTF-8 in one piece (a bridged string).
  private static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if text.utf8.withContiguousStorageIfAvailable(body) == nil {
      var text = text
      text.withUTF8(body)
    }
  }

  /// Appends one byte of UTF-8, folding before the first byte of a
  /// character that does not fit.
  @inline(__always)
  package mutating func append(byte: UInt8) {
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
  @_disfavoredOverload  // a literal is a `StaticString`, whose bytes are at hand
  package mutating func append(_ text: String) {
    Self.withUTF8(text) { append(utf8: $0) }
  }

  /// Appends text written into the program (a property's name, a whole
  /// line that never changes), as it is: its UTF-8 is at hand, without
  /// the look into a `String`'s storage that costs more than copying a
  /// short name.
  package mutating func append(_ text: StaticString) {
    append(utf8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends UTF-8 bytes as they are: at once when they fit on the current
  /// physical line (the usual case), else byte by byte, folding.
  package mutating func append(utf8 buffer: UnsafeBufferPointer<UInt8>) {
    guard column + buffer.count <= ContentLine.maximumOctets else {
      for byte in buffer { append(byte: byte) }
      return
    }
    guard let source = buffer.baseAddress else { return }
    take(buffer.count).initialize(from: source, count: buffer.count)
  }

  /// Appends a TEXT value escaped as ``TextValue/escaped(_:)`` says.
  package mutating func appendEscaped(_ text: String) {
    Self.withUTF8(text) { buffer in
      guard TextValue.needsEscaping(buffer) else { return append(utf8: buffer) }
      TextValue.escape(buffer) { append(byte: $0) }
    }
  }

  /// Appends `value` in decimal, zero-padded to `width` digits (at most 20).
  package mutating func append(number value: Int, width: Int) {
    let padded = max(Digits.count(value.magnitude), min(width, 20))
    let length = padded + (value < 0 ? 1 : 0)
    guard column + length <= ContentLine.maximumOctets else {
      // Rare: the number reaches the fold. Spell it out, then fold.
      var text = [UInt8](repeating: 0, count: length)
      text.withUnsafeMutableBufferPointer { room in
        if let base = room.baseAddress { Self.spell(value, padded: padded, at: base) }
      }
      return text.withUnsafeBufferPointer { append(utf8: $0) }
    }
    Self.spell(value, padded: padded, at: take(length))
  }

  /// Writes `value` at `target`: a `-` if it is negative, then `padded`
  /// digits, zeros first.
  private static func spell(_ value: Int, padded: Int, at target: UnsafeMutablePointer<UInt8>) {
    var digits = target
    if value < 0 {
      target.initialize(to: UInt8(ascii: "-"))
      digits += 1
    }
    Digits.write(value.magnitude, count: padded, at: digits)
  }

  /// Appends a date as `YYYYMMDD`.
  package mutating func append(basicFormat date: CivilDate) {
    guard column + 8 <= ContentLine.maximumOctets else {
      append(number: date.year, width: 4)  // these fold where the line is full
      append(number: date.month, width: 2)
      append(number: date.day, width: 2)
      return
    }
    date.writeBasicFormat(at: take(8))
  }

  /// Appends a date-time as `YYYYMMDDTHHMMSS`.
  package mutating func append(basicFormat moment: LocalDateTime) {
    guard column + 15 <= ContentLine.maximumOctets else {
      append(basicFormat: moment.date)  // these fold where the line is full
      append(byte: UInt8(ascii: "T"))
      append(number: moment.time.hour, width: 2)
      append(number: moment.time.minute, width: 2)
      append(number: moment.time.second, width: 2)
      return
    }
    let target = take(15)
    moment.date.writeBasicFormat(at: target)
    (target + 8).initialize(to: UInt8(ascii: "T"))
    Digits.write(moment.time.hour, count: 2, at: target + 9)
    Digits.write(moment.time.minute, count: 2, at: target + 11)
    Digits.write(moment.time.second, count: 2, at: target + 13)
  }

  /// Ends the logical line with CRLF.
  package mutating func endLine() {
    let end = room(for: 2)
    end.initialize(to: 13)
    (end + 1).initialize(to: 10)
    count += 2
    column = 0
  }

  /// Appends a whole line, `text` as it is, and ends it.
  @_disfavoredOverload  // a literal is a `StaticString`, whose bytes are at hand
  package mutating func line(_ text: String) {
    append(text)
    endLine()
  }

  /// Appends a whole line written into the program, as it is, and ends it.
  package mutating func line(_ text: StaticString) {
    append(text)
    endLine()
  }

  /// Empties the buffer (after its bytes were written out).
  package mutating func removeAll() {
    count = 0
    column = 0
  }
}

/// Bytes in memory of their own, for ``ContentLineWriter``.
private final class ByteStorage: @unchecked Sendable {  // changed only while uniquely held
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int

  init(capacity: Int) {
    base = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  deinit { base.deallocate() }

  /// New storage of `capacity` bytes that starts with the first `count` of these.
  func copy(count: Int, capacity: Int) -> ByteStorage {
    let copy = ByteStorage(capacity: capacity)
    copy.base.initialize(from: base, count: count)
    return copy
  }
}
