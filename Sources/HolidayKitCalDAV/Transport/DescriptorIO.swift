#if os(Linux) || os(macOS)
  #if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
  #elseif canImport(Musl)
    import Musl
    private let systemWrite = Musl.write
  #elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
  #endif

  /// Whole reads and writes of a file descriptor, short and interrupted
  /// ones retried: curl's request and reply files (``Curl``), and every
  /// file and stream the command line reads or writes.
  package enum DescriptorIO {
    /// Writes every byte, retrying short and interrupted writes; false on failure.
    package static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }

    /// Reads up to `count` bytes (from `offset`, or where the file is),
    /// retrying short and interrupted reads; the number read (fewer at the
    /// end of the file), or -1 on an error.
    package static func readFully(_ file: Int32, into base: UnsafeMutableRawPointer, count: Int, at offset: Int? = nil)
      -> Int
    {
      var filled = 0
      while filled < count {
        let more =
          offset.map { pread(file, base + filled, count - filled, off_t($0 + filled)) }
          ?? read(file, base + filled, count - filled)
        if more < 0, errno == EINTR { continue }
        if more < 0 { return -1 }
        if more == 0 { break }
        filled += more
      }
      return filled
    }

    /// Up to `limit` bytes from `descriptor`, and whether that was all of it.
    package static func readAll(_ descriptor: Int32, atMost limit: Int) -> (bytes: [UInt8], complete: Bool) {
      var bytes: [UInt8] = []
      var piece = [UInt8](repeating: 0, count: 1 << 14)
      while true {
        let count = piece.withUnsafeMutableBytes { buffer in
          buffer.baseAddress.map { readFully(descriptor, into: $0, count: buffer.count) } ?? -1
        }
        guard count > 0 else { return (bytes, true) }
        guard bytes.count + count <= limit else {
          bytes += piece.prefix(limit - bytes.count)
          return (bytes, false)
        }
        bytes += piece.prefix(count)
      }
    }
  }
#endif
