import Foundation
import Testing

/// `make install-data DESTDIR=…` (which `make install` runs after copying
/// the release binary) puts the man page and the completions in each
/// shell's conventional folder.
struct InstallTests {
  @Test(.needs("make", "install")) func theManPageAndCompletionsLandInTheirConventionalFolders() throws {
    let destination = try Tool.temporaryFolder()
    let result = try Tool.runShell(
      "make -s -C '\(Tool.root.path)' install-data DESTDIR='\(destination.path)' PREFIX=/usr 2>&1")
    #expect(result.status == 0, "\(result.stdout)")
    let installed = [
      ("usr/share/man/man1/workday-ics.1", "Documentation/workday-ics.1"),
      ("usr/share/bash-completion/completions/workday-ics", "Completions/workday-ics.bash"),
      ("usr/share/zsh/site-functions/_workday-ics", "Completions/_workday-ics"),
      ("usr/share/fish/vendor_completions.d/workday-ics.fish", "Completions/workday-ics.fish"),
    ]
    for (path, source) in installed {
      let file = destination.appendingPathComponent(path)
      #expect(FileManager.default.contents(atPath: file.path) != nil, "\(path)")
      #expect(
        FileManager.default.contents(atPath: file.path)
          == FileManager.default.contents(
            atPath: Tool.root.appendingPathComponent("Sources/WorkdayCLI/" + source).path))
      let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
      #expect(mode == 0o644, "\(path)")
    }
    let everything = try FileManager.default.subpathsOfDirectory(atPath: destination.path).filter {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: destination.appendingPathComponent($0).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue
    }
    #expect(everything.sorted() == installed.map(\.0).sorted())
  }
}
