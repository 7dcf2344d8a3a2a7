/// A problem with the command line, reported as `workday-ics: MESSAGE`
/// followed by a pointer to `--help`, with exit status 2.
struct UsageError: Error, Equatable {
  var message: String
  /// The command whose help the message points to, if one was being used.
  var command: String? = nil
}

/// A command line split the way `getopt_long` splits it: `--name value`,
/// `--name=value`, `-o value`, `-ovalue`, `--` to end options, and `-` as
/// an operand. Long names are never abbreviated.
struct Arguments {
  /// An option seen, with its value (`nil` for a flag).
  struct Given {
    var name: String
    var value: String?
  }
  /// Each option seen, in order.
  private(set) var options: [Given] = []
  /// The words that are not options.
  private(set) var operands: [String] = []
  /// Whether `--help` or `-h` was seen.
  private(set) var wantsHelp = false
  /// Whether `--version` or `-V` was seen.
  private(set) var wantsVersion = false

  init(_ words: [String], accepting specs: [Option]) throws(UsageError) {
    var remaining = words[...]
    while let word = remaining.popFirst() {
      if word == "--" {
        operands += remaining
        break
      }
      if word == Option.help.name || word == Option.help.short {
        wantsHelp = true
        continue
      }
      if word == Option.version.name || word == Option.version.short {
        wantsVersion = true
        continue
      }
      guard word.hasPrefix("-"), word != "-", !Self.isNegativeNumber(word) else {
        operands.append(word)
        continue
      }
      let name: String
      var attached: String?
      if word.hasPrefix("--") {
        if let equals = word.firstIndex(of: "=") {
          name = String(word[..<equals])
          attached = String(word[word.index(after: equals)...])
        } else {
          name = word
        }
      } else {
        name = String(word.prefix(2))
        if word.count > 2 { attached = String(word.dropFirst(2)) }
      }
      guard let spec = specs.first(where: { $0.name == name || $0.short == name }) else {
        let suggestion = Suggestion.nearest(to: name, among: specs.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(
          message: name.hasPrefix("--")
            ? "unrecognized option '\(VisibleText.excerpt(name))'\(suggestion)"
            : "invalid option -- '\(VisibleText.excerpt(name.dropFirst()))'")
      }
      if spec.takesValue {
        if attached == nil {
          guard let next = remaining.popFirst() else {
            throw UsageError(message: "option '\(spec.name)' requires an argument")
          }
          attached = next
        }
        if !spec.repeatable, let earlier = options.first(where: { $0.name == spec.name }) {
          throw UsageError(
            message:
              "option '\(spec.name)' given twice ('\(VisibleText.excerpt(earlier.value ?? ""))' and '\(VisibleText.excerpt(attached ?? ""))'); it takes one value"
          )
        }
        options.append(Given(name: spec.name, value: attached))
      } else {
        guard attached == nil else {
          throw UsageError(message: "option '\(spec.name)' doesn't allow an argument")
        }
        options.append(Given(name: spec.name, value: nil))
      }
    }
  }

  /// Refuses words of the command line that are not UTF-8 (the raw
  /// bytes `words` of `argv` after the program's name), as bytes in a
  /// file are refused: decoded, they would reach a calendar as U+FFFD.
  /// A GBK or GB 18030 terminal gives such bytes for Chinese text.
  ///
  /// - Throws: ``UsageError`` naming the option the word belongs to (or
  ///   its position) and its first bytes in hex.
  static func checkEncoding(_ words: [[UInt8]]) throws(UsageError) {
    for (index, word) in words.enumerated() where String(validating: word, as: UTF8.self) == nil {
      let leading = String(decoding: word.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self)
      let isAttached =
        word.starts(with: Array("--".utf8)) && word.contains(UInt8(ascii: "=")) && leading.allSatisfy(\.isASCII)
      let bytes = isAttached ? Array(word.drop { $0 != UInt8(ascii: "=") }.dropFirst()) : word
      let shown =
        bytes.prefix(8).map { byte in
          let digits = String(byte, radix: 16, uppercase: true)
          return digits.count == 1 ? "0" + digits : digits
        }.joined(separator: " ") + (bytes.count > 8 ? " ..." : "")
      let previous = index > 0 ? String(validating: words[index - 1], as: UTF8.self) : nil
      let what: String
      if isAttached {
        what = "the value of \(leading)"
      } else if let previous, previous.hasPrefix("-"), previous.count > 1, !previous.contains("=") {
        what = "the value of \(VisibleText.excerpt(previous))"
      } else {
        what = "argument \(index + 1)"
      }
      throw UsageError(
        message:
          "\(what) is not UTF-8 text (bytes \(shown)); write it in UTF-8 (is the terminal set to another encoding, such as GBK?)"
      )
    }
  }

  private static func isNegativeNumber(_ word: String) -> Bool {
    word.count > 1 && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The value given for `option` (an option that is not repeatable is
  /// given at most once), or `nil`.
  func value(_ option: Option) -> String? {
    options.last(where: { $0.name == option.name })?.value
  }

  /// These arguments with `option value` given last, so that it is the
  /// option's value.
  func adding(_ option: Option, value: String) -> Arguments {
    var copy = self
    copy.options.append(Given(name: option.name, value: value))
    return copy
  }

  /// Every value given for a repeatable option, in order.
  func values(_ option: Option) -> [String] {
    options.filter { $0.name == option.name }.compactMap(\.value)
  }

  /// Whether `option` was given.
  func has(_ option: Option) -> Bool {
    options.contains { $0.name == option.name }
  }

  /// The operands, checked against how many the command takes.
  func operands(_ command: String, atMost count: Int) throws(UsageError) -> [String] {
    guard operands.count <= count else {
      throw UsageError(message: "\(command): unexpected argument '\(operands[count])'")
    }
    return operands
  }
}
