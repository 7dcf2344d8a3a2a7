#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a file or folder is the running user's own, so that what is
/// read from it is what the user (or the system) put there: the one check
/// for the holiday data, the data folder, the configuration, sync's state
/// and lock and `.netrc`, as OpenSSH checks `authorized_keys`.
///
/// A file is trusted when it belongs to the user who runs the tool (or
/// to root, for shared data) and no other user may write it: neither
/// others nor a group, unless the group is the user's own private group
/// (Debian's user private groups, where umask 002 is the default). A
/// folder is trusted the same way, except that a folder others may write
/// but with the sticky bit (`/tmp`) still protects the files it holds
/// from being replaced, and so is enough for a file read by name (never
/// for a folder whose every file is read).
enum FileTrust {
  /// What may be there, from the strictest.
  enum Rule {
    /// A secret (`.netrc`): the user's own, and no one else may read or
    /// write it.
    case secret
    /// The tool's own file (sync's state and lock): the user's own, and
    /// no one else may write it.
    case own
    /// Data the user or the system provides: the user's or root's, and no
    /// one else may write it.
    case shared
  }

  /// Why `status` (of `path`) cannot be trusted under `rule`, as a full
  /// message naming the path and the fix; nil when it can.
  static func problem(_ status: stat, path: String, rule: Rule, what: String = "") -> String? {
    problem(mode: status.st_mode, owner: status.st_uid, group: status.st_gid, rule: rule).map { reason in
      let shown = InputFile.name(path)
      let fix: String
      switch reason {
      case .owner(let uid) where rule == .shared:
        fix = "it belongs to another user (uid \(uid)), who could change it: use a copy of your own"
      case .owner(let uid):
        fix = "it belongs to another user (uid \(uid)), who could change it: remove it, and the next run makes its own"
      case .writable(let mode):
        fix =
          "other users can write it (mode \(octal(mode))), so anything read from it may have been planted: make it yours alone with chmod go-w '\(shown)'"
      case .readable(let mode):
        fix = "other users can read it (mode \(octal(mode))): make it private with chmod 600 '\(shown)'"
      }
      return "\(shown): \(what.isEmpty ? "" : what + ": ")\(fix)"
    }
  }

  /// Why a file or folder cannot be trusted.
  enum Reason: Equatable {
    /// It belongs to this other user.
    case owner(uid_t)
    /// Other users may write it (its permission bits).
    case writable(mode_t)
    /// Other users may read it, and it holds a secret.
    case readable(mode_t)
  }

  /// Why a file of `mode`, `owner` and `group` cannot be trusted under
  /// `rule` by `user`; nil when it can.
  static func problem(
    mode: mode_t, owner: uid_t, group: gid_t, rule: Rule, user: uid_t = geteuid(),
    isPrivateGroup: (gid_t) -> Bool = FileTrust.isPrivateGroup
  ) -> Reason? {
    switch rule {
    case .secret, .own: if owner != user { return .owner(owner) }
    case .shared: if owner != user, owner != 0 { return .owner(owner) }
    }
    if mode & 0o002 != 0 { return .writable(mode & 0o7777) }
    if mode & 0o020 != 0, !isPrivateGroup(group) { return .writable(mode & 0o7777) }
    if rule == .secret, mode & 0o044 != 0 { return .readable(mode & 0o7777) }
    return nil
  }

  /// Whether `group` is the running user's private group: their primary
  /// group, named after them, with no other member listed in
  /// `/etc/group` (a shared primary group such as `users` is not one).
  /// The files are read directly: the release binary is static, where
  /// glibc's getgrgid(3) would need NSS libraries at run time.
  static func isPrivateGroup(_ group: gid_t) -> Bool {
    guard group == getegid(), let name = entry(in: "/etc/passwd", id: geteuid(), field: 2)?.first,
      let fields = entry(in: "/etc/group", id: group, field: 2), fields[0] == name
    else { return false }
    let members = fields.count > 3 ? fields[3].split(separator: ",").map(String.init) : []
    return members.allSatisfy { $0 == name }
  }

  /// Who may list a folder of `status`, for a message when the running
  /// user may not: `only root (mode 0700)`, or with its group's name.
  static func readers(of status: stat) -> String {
    let mode = status.st_mode & 0o7777
    let user = entry(in: "/etc/passwd", id: status.st_uid, field: 2)?.first ?? "uid \(status.st_uid)"
    let octal = String(mode, radix: 8)
    let shown = "mode " + String(repeating: "0", count: max(0, 4 - octal.count)) + octal
    guard mode & 0o050 == 0o050 else { return "only \(user) (\(shown))" }
    let group = entry(in: "/etc/group", id: status.st_gid, field: 2)?.first ?? "gid \(status.st_gid)"
    return "only \(user) and the group \(group) (\(shown))"
  }

  /// The fields of the line of `file` (colon-separated, as /etc/passwd
  /// and /etc/group) whose field `field` is `id`.
  private static func entry(in file: String, id: UInt32, field: Int) -> [String]? {
    let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard let read = InputFile.readAll(descriptor, atMost: 1 << 22) else { return nil }
    let text = String(decoding: read.bytes, as: UTF8.self)
    let wanted = String(id)
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      if fields.count > field, fields[field] == wanted { return fields }
    }
    return nil
  }

  /// Refuses the file `path` (its `status` taken on the open file) when it
  /// cannot be trusted under `rule`, or when its folder cannot be (another
  /// user could swap the file).
  static func check(_ status: stat, path: String, rule: Rule, what: String = "", session: FileSession)
    throws(InputError)
  {
    if let message = problem(status, path: path, rule: rule, what: what) {
      throw InputError(message: message, isUntrusted: true)
    }
    let folder = OutputFile.folder(of: path)
    guard !session.trustedFolders.contains(folder) else { return }  // the other files of a folder
    var folderStatus = stat()
    guard stat(session.context.resolve(folder), &folderStatus) == 0 else { return }
    try checkFolder(folderStatus, path: folder, listed: false, session: session)
    session.trustedFolders.insert(folder)
  }

  /// Refuses the folder `path` when it cannot be trusted: another owner
  /// than the user (or root), or others may write it (a sticky folder
  /// passes unless `listed`: when every file of it is read, a file
  /// planted beside the user's counts). Every folder above it is checked
  /// as OpenSSH checks the folders above `authorized_keys`: one another
  /// user owns or may write (without the sticky bit) could have the
  /// folder renamed away and another put in its place.
  static func checkFolder(_ status: stat, path: String, listed: Bool, session: FileSession)
    throws(InputError)
  {
    try checkOne(status, path: path, listed: listed, above: nil)
    guard let resolved = realpath(session.context.resolve(path), nil) else { return }
    var folder = String(cString: resolved)
    free(resolved)
    while folder != "/", !folder.isEmpty {
      folder = OutputFile.folder(of: folder)
      guard !session.trustedAncestors.contains(folder) else { return }  // and all above it
      var above = stat()
      guard stat(folder, &above) == 0 else { return }
      try checkOne(above, path: folder, listed: false, above: path)
      session.trustedAncestors.insert(folder)
    }
  }

  /// Refuses one folder; `above` names the folder it holds, when checked
  /// for that one's sake.
  private static func checkOne(_ status: stat, path: String, listed: Bool, above: String?) throws(InputError) {
    let shown = InputFile.name(path)
    let lead = above.map { "\(InputFile.name($0)): the folder above it, \(shown)," } ?? "\(shown): the folder"
    let owner = status.st_uid
    if owner != geteuid(), owner != 0 {
      let risk = above == nil ? "who could put any file in it" : "who could put another folder in its place"
      throw InputError(
        message: "\(lead) belongs to another user (uid \(owner)), \(risk); use a folder of your own",
        isUntrusted: true)
    }
    let sticky = status.st_mode & S_ISVTX != 0 && !listed
    let others = status.st_mode & 0o002 != 0
    let group = status.st_mode & 0o020 != 0 && !isPrivateGroup(status.st_gid)
    if (others || group) && !sticky {
      let lead =
        above.map { "\(InputFile.name($0)): other users can write the folder above it, \(shown)," }
        ?? "\(shown): other users can write this folder"
      throw InputError(
        message:
          "\(lead) (mode \(octal(status.st_mode & 0o7777))), so \(above == nil ? "a file in it may have been planted" : "another folder may have been put in its place"): make it yours alone with chmod go-w '\(shown)'",
        isUntrusted: true)
    }
  }

  /// `0644`, `1777`: four octal digits.
  static func octal(_ mode: mode_t) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
