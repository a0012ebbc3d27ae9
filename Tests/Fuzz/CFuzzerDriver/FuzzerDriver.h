#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that keep their own main (see libFuzzer's FuzzerInterface.h):
// runs the fuzzing loop with the command line in argc/argv and `callback` as the target. A
// SwiftPM executable must keep its own main (SwiftPM renames it and points `main` at it), so
// the model fuzzer calls this from its @main instead of linking libFuzzer's main.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
