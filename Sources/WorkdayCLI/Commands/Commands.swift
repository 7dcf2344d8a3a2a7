/// Every command of the tool, in the order the overview lists them: the
/// one registry dispatch, help, suggestions and completion read.
enum Commands {
  static var all: [any Command] {
    [
      GenerateCommand(), HolidaysCommand(), SyncCommand(), DiffCommand(), CheckCommand(), ListCommand(),
      StepCommand(name: "next"), StepCommand(name: "previous"), StepCommand(name: "add"), CountCommand(),
      CalCommand(), ExpandCommand(), UpdateCommand(),
    ]
  }

  /// Every option any command takes, each once.
  static var options: [Option] {
    var seen = Set<Option>()
    return all.flatMap(\.options).filter { seen.insert($0).inserted }
  }

  /// Every command's name, and `help`: for suggestions and completion.
  static var names: [String] { all.map(\.name) + ["help"] }

  /// The command called `name`, if there is one.
  static func named(_ name: String) -> (any Command)? {
    all.first { $0.name == name }
  }

  /// The options every command that answers about days takes, with the
  /// help and version options, as their help lists them.
  static let sharedGroup = OptionGroup(nil, Option.shared + [.help, .version])
}
