/// A problem with the input that is not the command line's shape: an
/// unreadable file, a missing folder. Reported as `workday-ics: MESSAGE`
/// with exit status 2.
struct InputError: Error {
  var message: String
  /// Whether the input is refused because another user owns it or may
  /// write it (``FileTrust``), or it is not a regular file where only one
  /// may be: not something a download may replace.
  var isUntrusted = false
}

/// A failure to produce the output, such as an unwritable file. Reported
/// with exit status 4; the previous output is left as it was.
struct OutputError: Error {
  var message: String
  /// Whether the output was a pipe whose reader stopped reading (EPIPE,
  /// `| head -1`): exit status 4 without a message, as for the answer.
  var isClosedPipe = false
}
