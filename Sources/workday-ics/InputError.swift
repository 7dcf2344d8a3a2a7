/// A problem with the input that is not the command line's shape: an
/// unreadable file, a missing folder. Reported as `workday-ics: MESSAGE`
/// with exit status 2.
struct InputError: Error {
  var message: String
}

/// A failure to produce the output, such as an unwritable file. Reported
/// with exit status 1; the previous output is left as it was.
struct OutputError: Error {
  var message: String
}
