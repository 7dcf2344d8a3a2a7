/// FNV-1a hashes of text, written as hex digits: the same on every machine
/// and in every run, unlike `Hasher`, for identifiers and change checks.
package enum StableHash {
  /// Eight hex digits of the 32-bit FNV-1a hash of `text`'s UTF-8.
  package static func hex32(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return padded(String(hash, radix: 16), to: 8)
  }

  /// Sixteen hex digits of the 64-bit FNV-1a hash of `text`'s UTF-8.
  package static func hex64(_ text: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return padded(String(hash, radix: 16), to: 16)
  }

  private static func padded(_ hex: String, to width: Int) -> String {
    String(repeating: "0", count: width - hex.count) + hex
  }
}
