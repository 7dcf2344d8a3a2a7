import HolidayKit

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
        let suggestion = Suggestion.didYouMean(name: name, among: specs.map(\.name))
        throw UsageError(
          message: name.hasPrefix("--")
            ? "unrecognized option '\(VisibleText.excerpt(name))'\(suggestion)"
            : "invalid option -- '\(VisibleText.excerpt(name.dropFirst()))'\(Self.shortOptions(among: specs))")
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
  /// - Throws: ``UsageError`` naming what the word is for (an option's
  ///   value, or the command's operand, such as `check`'s date), with its
  ///   first bytes in hex, pointing to the command's help.
  static func checkEncoding(_ words: [[UInt8]]) throws(UsageError) {
    guard let index = words.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil }) else { return }
    let word = words[index]
    let leading = String(decoding: word.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self)
    let isAttached =
      word.starts(with: Array("--".utf8)) && word.contains(UInt8(ascii: "=")) && leading.allSatisfy(\.isASCII)
    let bytes = isAttached ? Array(word.drop { $0 != UInt8(ascii: "=") }.dropFirst()) : word
    let shown =
      bytes.prefix(8).map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined(separator: " ") + (bytes.count > 8 ? " ..." : "")
    let texts = words.map { String(decoding: $0, as: UTF8.self) }
    let (what, command) = isAttached ? ("the value of \(leading)", nil) : role(of: index, in: texts)
    throw UsageError(
      message:
        "\(what) is not UTF-8 text (bytes \(shown)); write it in UTF-8 (is the terminal set to another encoding, such as GBK?)",
      command: command ?? commandName(in: texts))
  }

  /// What the word at `index` of `words` is for: the value of an option,
  /// a command's operand (`the date (operand 1 of check)`), or, before
  /// the command is known, its position; and the command, when known.
  private static func role(of index: Int, in words: [String]) -> (String, String?) {
    let previous = index > 0 ? words[index - 1] : nil
    guard let split = try? WorkdayICS.split(words), index > split.options.count,
      let command = Commands.named(split.command)
    else {
      if let previous, previous.hasPrefix("-"), previous.count > 1, !previous.contains("=") {
        return ("the value of \(VisibleText.excerpt(previous))", nil)
      }
      return ("argument \(index + 1)", nil)
    }
    // The words after the command up to this one: options, their values
    // and operands, read as Arguments reads them.
    var position = split.options.count + 1
    var operand = 0
    var optionsEnded = false
    while position < index {
      let word = words[position]
      position += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" || isNegativeNumber(word) {
        operand += 1
      } else if word == "--" {
        optionsEnded = true
      } else {
        let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : String(word.prefix(2))
        let spec = command.options.first { $0.name == name || $0.short == name }
        if spec?.takesValue == true, word.count == name.count {
          if position == index { return ("the value of \(name)", command.name) }
          position += 1
        }
      }
    }
    let word = words[index]
    if !optionsEnded, word.hasPrefix("-"), word.count > 2, !word.hasPrefix("--"), !isNegativeNumber(word) {
      return ("the value of \(word.prefix(2))", command.name)
    }
    let number = "operand \(operand + 1) of \(command.name)"
    guard operand < command.operandNames.count else { return (number, command.name) }
    return ("\(command.operandNames[operand]) (\(number))", command.name)
  }

  /// The command `words` name, if they name a known one.
  private static func commandName(in words: [String]) -> String? {
    guard let split = try? WorkdayICS.split(words) else { return nil }
    return Commands.named(split.command)?.name
  }

  /// `; the short options here are -q, -h, -V`: what an unknown short
  /// option could have been among `specs` (a bare "invalid option" says
  /// nothing of what the command takes).
  private static func shortOptions(among specs: [Option]) -> String {
    let shorts = specs.compactMap(\.short)
    guard !shorts.isEmpty else { return "; this command takes long options only" }
    return "; the short options here are " + shorts.joined(separator: ", ")
  }

  private static func isNegativeNumber(_ word: String) -> Bool {
    word.count > 1 && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The value given for `option` (an option that is not repeatable is
  /// given at most once), or `nil`.
  func value(_ option: Option) -> String? {
    options.last(where: { $0.name == option.name })?.value
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
