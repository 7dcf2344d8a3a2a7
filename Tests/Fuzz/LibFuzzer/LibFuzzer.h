// libFuzzer's driver, which -sanitize=fuzzer links in: its own main calls
// it with LLVMFuzzerTestOneInput, and so does the fuzz target's (SwiftPM
// names an executable's entry point after its module on Linux, so
// libFuzzer's main would not be the program's).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
