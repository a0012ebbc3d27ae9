#!/usr/bin/env python3
"""HTTPService drains on SIGTERM: the built program, serving its board with no terminal, under
the load its `s` key starts, with a viewer attached.

Each request is held 1 s in its handler. A viewer (`glance attach --headless --keys s`) starts
the load: four connections, each a thread named "load". SIGTERM comes once every load thread has
read an answer, so that each connection has had a request answered before the shutdown and has
its next one in the handler, with most of a second to go. The shutdown must drain them: status
0, every request the server began answered in full, none cut, some finished during the
shutdown and none of those answered before it counted among them, and the viewer's last screen
of the program says that it was shutting down. A request the server had not read when it closed
an idle connection goes unanswered (HTTP allows that; clients retry them), and those are the
only others: sent = answered + unanswered.

    python3 Examples/HTTPService/ProgramTests/test_drain.py PATH/TO/HTTPService

The program's own report (on standard error, once the load's threads have ended) gives the
counts. Every wait is bounded; Linux only (the load threads are watched through /proc).
"""

import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

BINARY = os.environ.get("HTTPSERVICE_BIN", "")
# The viewer; by default the one built beside HTTPService.
GLANCE = os.environ.get("GLANCE_BIN", "")
CONNECTIONS = 4  # what the `s` key starts
REPORT = re.compile(
    r"^load: (?P<sent>\d+) requests sent, (?P<answered>\d+) answered, (?P<cut>\d+) cut, "
    r"(?P<unanswered>\d+) unanswered; the server began (?P<begun>\d+), (?P<drained>\d+) of "
    r"them finished during the shutdown$", re.M)


def wait_until(condition, seconds, what):
    """Polls `condition` every 50 ms for at most `seconds`; fails with `what` if it never holds."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} within {seconds} s")
        time.sleep(0.05)


def answered_load_threads(pid):
    """How many of the process's threads named "load" have read something: an answer."""
    count = 0
    for task in glob.glob(f"/proc/{pid}/task/*"):
        try:
            with open(f"{task}/comm") as comm, open(f"{task}/io") as io:
                if comm.read().strip() == "load":
                    count += any(line.startswith("rchar:") and int(line.split()[1]) > 0
                                 for line in io)
        except OSError:
            pass  # a thread that ended
    return count


class DrainTests(unittest.TestCase):
    def test_sigterm_with_requests_in_the_handlers_answers_every_request_the_server_began(self):
        glance = GLANCE or os.path.join(os.path.dirname(BINARY), "glance")
        self.assertTrue(os.access(glance, os.X_OK), f"no glance at {glance}: set GLANCE_BIN")
        runtime = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, runtime, True)
        os.chmod(runtime, 0o700)
        environment = {**os.environ, "GLANCE_SERVE": "1", "XDG_RUNTIME_DIR": runtime}
        service = subprocess.Popen([BINARY, "--latency", "1000"], env=environment,
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True)
        self.addCleanup(lambda: service.poll() is None and service.kill())
        socket_path = f"{runtime}/glance/HTTPService.{service.pid}.sock"
        wait_until(lambda: os.path.exists(socket_path), 30, f"no socket at {socket_path}")
        viewer = subprocess.Popen(
            [glance, "attach", "HTTPService", "--headless", "--size", "100x24", "--keys", "s",
             "--duration", "8s"], env=environment, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.addCleanup(lambda: viewer.poll() is None and viewer.kill())
        wait_until(lambda: answered_load_threads(service.pid) >= CONNECTIONS, 20,
                   "the load's threads had no answer each")
        # Each thread has read an answer, so that many requests finished before the shutdown.
        answered_before = answered_load_threads(service.pid)

        service.send_signal(signal.SIGTERM)
        err = service.communicate(timeout=30)[1]
        screen, viewer_err = viewer.communicate(timeout=30)

        self.assertEqual(service.returncode, 0, err)
        report = REPORT.search(err)
        self.assertIsNotNone(report, f"no load report on standard error:\n{err}")
        counts = {name: int(value) for name, value in report.groupdict().items()}
        self.assertEqual(counts["cut"], 0, report[0])
        self.assertEqual(counts["sent"], counts["answered"] + counts["unanswered"], report[0])
        self.assertEqual(counts["answered"], counts["begun"], report[0])
        self.assertGreater(counts["drained"], 0, report[0])
        # Requests answered before SIGTERM finished before the shutdown: not drained.
        self.assertLessEqual(counts["drained"], counts["begun"] - answered_before,
                             f"{report[0]}; {answered_before} answered before SIGTERM")
        self.assertIn("shutting down", screen.splitlines()[0] if screen else "",
                      f"the viewer's last screen:\n{screen}{viewer_err}")
        print(f"drain: {report[0]}; {answered_before} answered before SIGTERM", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) > 1 and not sys.argv[1].startswith("-"):
        BINARY = sys.argv.pop(1)
    if not BINARY or not os.access(BINARY, os.X_OK):
        sys.exit("usage: test_drain.py PATH/TO/HTTPService (or set HTTPSERVICE_BIN)")
    unittest.main(verbosity=2)
