"""Fixtures for the browser suite: the built programs, a served board in tmux, `glance web`,
and headless Chromium driven through Selenium (chromedriver). Every wait is bounded."""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import uuid

import pytest

BIN = os.environ.get("GLANCE_BIN_DIR", "")
EXAMPLES_BIN = os.environ.get("GLANCE_EXAMPLES_BIN_DIR", BIN)
ARTIFACTS = os.environ.get("GLANCE_WEB_ARTIFACTS", "")


def wait_until(what, predicate, timeout=15.0, interval=0.05):
    """Polls `predicate` until it returns a true value, or fails naming `what`."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = predicate()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout} s waiting for {what} (last: {last!r})")


def program(name, examples=False):
    path = os.path.join(EXAMPLES_BIN if examples else BIN, name)
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is not built (set GLANCE_BIN_DIR to the build's bin folder)")
    return path


class Served:
    """A program serving its board from a tmux session of its own, with a private serve
    directory (XDG_RUNTIME_DIR) so that no other board is seen."""

    def __init__(self, runtime_dir, name, command, size=(100, 30)):
        self.runtime_dir = runtime_dir
        self.name = name
        self.session = f"glance-web-{uuid.uuid4().hex[:8]}"
        env = f"XDG_RUNTIME_DIR={runtime_dir} GLANCE_SERVE=1 LANG=C.UTF-8 TERM=xterm-256color"
        self.command = f"env {env} {command}"
        self.size = size

    def start(self):
        columns, rows = self.size
        subprocess.run(
            ["tmux", "new-session", "-d", "-s", self.session, "-x", str(columns), "-y", str(rows),
             self.command], check=True, timeout=10)
        wait_until(f"{self.name} to serve", lambda: self.socket(), timeout=30)
        return self

    def socket(self):
        folder = os.path.join(self.runtime_dir, "glance")
        if not os.path.isdir(folder):
            return None
        names = [n for n in os.listdir(folder) if n.startswith(self.name + ".")]
        return os.path.join(folder, names[0]) if names else None

    def keys(self, *keys):
        subprocess.run(["tmux", "send-keys", "-t", self.session, *keys], check=True, timeout=10)

    def screen(self):
        return subprocess.run(["tmux", "capture-pane", "-p", "-t", self.session],
                              capture_output=True, text=True, timeout=10).stdout

    def alive(self):
        return subprocess.run(["tmux", "has-session", "-t", self.session],
                              capture_output=True, timeout=10).returncode == 0

    def stop(self):
        if self.alive():
            self.keys("q")
            try:
                wait_until(f"{self.name} to quit", lambda: not self.alive(), timeout=10)
            except AssertionError:
                subprocess.run(["tmux", "kill-session", "-t", self.session], timeout=10)
        wait_until(f"{self.name}'s socket to go", lambda: self.socket() is None, timeout=10)


class Web:
    """`glance web` (or `glance replay --web`) as a child process, with the address it printed."""

    def __init__(self, runtime_dir, args):
        self.runtime_dir = runtime_dir
        self.args = args
        self.process = None
        self.url = None

    def start(self):
        env = dict(os.environ, XDG_RUNTIME_DIR=self.runtime_dir, LANG="C.UTF-8")
        self.process = subprocess.Popen(
            [program("glance"), *self.args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=env)
        lines = []
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            lines.append(line)
            match = re.search(r"(http://\S+/\?token=[0-9a-f]{32})", line)
            if match:
                self.url = match.group(1)
                return self
        self.process.kill()
        raise AssertionError(
            f"glance {' '.join(self.args)} printed no address: {''.join(lines)}"
            f"{self.process.stderr.read()}")

    @property
    def origin(self):
        return self.url.split("/?")[0]

    @property
    def port(self):
        return int(self.origin.rsplit(":", 1)[1])

    @property
    def token(self):
        return self.url.rsplit("=", 1)[1]

    def stop(self, sig=signal.SIGTERM):
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            return self.process.wait(timeout=10)
        return self.process.returncode if self.process else None


@pytest.fixture
def runtime_dir():
    folder = tempfile.mkdtemp(prefix="glance-web-test-")
    os.chmod(folder, 0o700)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def served_dashboard(runtime_dir):
    served = Served(runtime_dir, "dashboard", f"{program('dashboard')} --interval 60s --seed 7")
    served.start()
    yield served
    served.stop()


class ServedWithoutTerminal:
    """A program serving its board with no terminal (a service), as `GLANCE_SERVE=1 PROGRAM
    </dev/null >/dev/null &` runs it."""

    def __init__(self, runtime_dir, name, path, *args):
        self.runtime_dir = runtime_dir
        self.name = name
        env = dict(os.environ, XDG_RUNTIME_DIR=runtime_dir, GLANCE_SERVE="1", LANG="C.UTF-8")
        self.process = subprocess.Popen([path, *args], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        env=env)
        folder = os.path.join(runtime_dir, "glance")
        wait_until(f"{name} to serve", lambda: os.path.isdir(folder) and any(
            n.startswith(f"{name}.{self.process.pid}.") for n in os.listdir(folder)), timeout=30)

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        if self.alive():
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=20)


@pytest.fixture
def served_http_service(runtime_dir):
    served = ServedWithoutTerminal(runtime_dir, "HTTPService", program("HTTPService", examples=True))
    yield served
    served.stop()


@pytest.fixture
def web_factory(runtime_dir):
    started = []

    def make(*args):
        web = Web(runtime_dir, list(args)).start()
        started.append(web)
        return web

    yield make
    for web in started:
        web.stop()


def chrome(width=1000, height=700):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1",
                     "--disable-extensions", "--no-first-run"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


@pytest.fixture
def browser():
    driver = chrome()
    driver.set_page_load_timeout(20)
    driver.set_script_timeout(20)
    yield driver
    driver.quit()


@pytest.fixture
def browser_factory():
    drivers = []

    def make(width=1000, height=700):
        driver = chrome(width, height)
        driver.set_page_load_timeout(20)
        driver.set_script_timeout(20)
        drivers.append(driver)
        return driver

    yield make
    for driver in drivers:
        driver.quit()
