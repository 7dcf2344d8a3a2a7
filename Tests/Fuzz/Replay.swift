import Foundation

#if FUZZING
  import LibFuzzer
#endif

/// The fuzz binary's entry point. Built for fuzzing (`.tools/fuzz`: `swift
/// build -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc
/// -DFUZZING`), libFuzzer's driver, with libFuzzer's command line. A plain
/// `swift build`, which builds every target, replays instead: each file
/// named on the command line is one input to the target FUZZ_TARGET names,
/// as libFuzzer gives it, so that an input the fuzzer kept fails again in
/// an ordinary build and its debugger.
@main
enum Replay {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    #else
      for path in CommandLine.arguments.dropFirst() {
        guard let bytes = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("workday-ics-fuzz: cannot read \(path)\n".utf8))
          exit(2)
        }
        [UInt8](bytes).withUnsafeBufferPointer { selected($0) }
      }
    #endif
  }
}
