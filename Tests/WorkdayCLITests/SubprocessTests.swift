import Testing

@testable import WorkdayCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the tool starts a process: arguments as given (no shell
/// but the user's own command's), input fed and outputs read at once,
/// each bounded.
struct SubprocessTests {
  /// What a child is given and what comes back.
  @Test(
    arguments: [
      // An argument is one argument: no shell splits or runs it.
      (
        Subprocess(program: "printf", arguments: ["%s|", "a b; echo x", "$(id)"]), "a b; echo x|$(id)|", "",
        Subprocess.Termination.exited(0)
      ),
      // The user's own command goes through sh -c, and only then.
      (Subprocess.shell("echo $((1 + 2)); exit 3"), "3\n", "", .exited(3)),
      (
        Subprocess(program: "sh", arguments: ["-c", "echo out; echo err >&2"], errors: .capture(limit: 100)),
        "out\n", "err\n", .exited(0)
      ),
      // Standard input is nothing unless given.
      (Subprocess(program: "cat"), "", "", .exited(0)),
      (Subprocess(program: "cat", input: .bytes(Array("fed\n".utf8))), "fed\n", "", .exited(0)),
      // The environment is the one given, when one is.
      (Subprocess(program: "env", environment: ["ONLY=1"]), "ONLY=1\n", "", .exited(0)),
      (Subprocess(program: "sh", arguments: ["-c", "kill -TERM $$"]), "", "", .signaled(SIGTERM)),
    ] as [(Subprocess, String, String, Subprocess.Termination)])
  func runs(child: Subprocess, output: String, errors: String, termination: Subprocess.Termination) throws {
    let result = try child.run()
    #expect(String(decoding: result.output, as: UTF8.self) == output)
    #expect(String(decoding: result.errors, as: UTF8.self) == errors)
    #expect(result.termination == termination)
    #expect(result.outputComplete)
  }

  /// Input larger than any pipe or socket buffer, echoed back while it is
  /// still being written: neither side waits for the other forever.
  @Test func feedsAndReadsAtOnce() throws {
    let input = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let result = try Subprocess(program: "cat", input: .bytes(input), output: .capture(limit: 8 << 20)).run()
    #expect(result.output == input)
    #expect(result.succeeded)
  }

  /// Output past its limit is not kept, and the child is stopped.
  @Test func readsUpToTheLimit() throws {
    let result = try Subprocess(program: "yes", output: .capture(limit: 1000)).run()
    #expect(result.output.count == 1000 && !result.outputComplete)
    #expect(result.termination == .signaled(SIGTERM))
  }

  /// A stream handed on goes to `reading` as it comes, line by line as
  /// the child writes it, with a call with nothing new every tenth of a
  /// second in between; once `reading` answers false the child is
  /// stopped, and what it wrote before is still handed on.
  @Test func aHandedStreamIsReadAsItComesAndCanStopTheChild() throws {
    var lines: [String] = []
    var quiet = 0
    let child = Subprocess(
      program: "sh", arguments: ["-c", "echo one >&2; sleep 0.5; echo two >&2; exec sleep 30"],
      output: .null, errors: .handed)
    let result = try child.run { bytes in
      guard !bytes.isEmpty else {
        quiet += 1
        return true
      }
      lines += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
      return !lines.contains("two")
    }
    #expect(lines == ["one", "two"])
    #expect(quiet >= 3, "asked while the child wrote nothing")
    #expect(result.termination == .signaled(SIGTERM))
  }

  /// A program that is not there cannot be started, and says why.
  @Test func aMissingProgramIsAStartError() {
    #expect(throws: Subprocess.StartError.self) { try Subprocess(program: "workday-ics-no-such-program").run() }
    do {
      _ = try Subprocess(program: "workday-ics-no-such-program").run()
    } catch {
      #expect(error.code == ENOENT)
    }
  }

  /// The password command's first line is the password; its failure and
  /// an empty output are said.
  @Test(arguments: [
    ("printf 's3cret\\r\\nsecond line'", "s3cret"), ("exit 4", "the password command failed (exit status 4)"),
    ("true", "the password command printed no password"),
  ])
  func thePasswordCommand(command: String, expected: String) {
    do {
      #expect(try Credentials.run(command, in: RunContext(environment: ["PATH": "/usr/bin:/bin"])) == expected)
    } catch {
      #expect((error as? InputError)?.message == expected)
    }
  }
}
