/// Text from bytes that must be valid UTF-8, checked with the standard
/// library's UTF-8 parser, which every platform version has (unlike
/// `String(validating:as:)`, new in iOS 18 and macOS 15).
package enum ValidatedUTF8 {
  /// The text `bytes` hold, or nil when they are not valid UTF-8.
  package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error: return nil
      }
    }
  }

  /// The text `bytes` hold, or nil when they are not valid UTF-8.
  package static func string(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { string($0) }
  }
}
