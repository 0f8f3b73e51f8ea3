// Ctrl-C during an engine call. Python's own SIGINT handler only sets a flag that the main
// thread reads when it runs Python code, which it does not while the engine runs. So, for a
// call from the main thread, a C handler takes SIGINT for the call's duration and sets a
// flag; a watcher thread (one for the module, asleep unless a call is running) sees the flag
// and cancels the call's token, as the CLI's batch runner does. After the call the signal is
// handed to Python (PyErr_SetInterruptEx), whose handler raises KeyboardInterrupt. A signal
// that reached Python's handler just before the call is taken before the call starts.
#include <Python.h>
#include <pythread.h>

#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <thread>

#include "common.hpp"

namespace kakuro::python {

namespace {

volatile std::sig_atomic_t g_sigint = 0;
extern "C" void on_sigint(int) { g_sigint = 1; }

struct Watcher {
  std::mutex mutex;
  std::condition_variable wake;
  CancelToken* active = nullptr;  // the main thread's running call

  Watcher() {
    std::thread([this] { loop(); }).detach();
  }
  void loop() {
    std::unique_lock lock(mutex);
    for (;;) {
      wake.wait(lock, [this] { return active != nullptr; });
      while (active) {
        if (g_sigint) active->cancel();
        wake.wait_for(lock, std::chrono::milliseconds(10));
      }
    }
  }
  void set(CancelToken* token) {
    {
      std::lock_guard lock(mutex);
      active = token;
    }
    wake.notify_all();
  }
};

Watcher& watcher() {
  static Watcher* w = new Watcher();  // never destroyed: its thread outlives the module
  return *w;
}

bool is_main_thread() {
  static const unsigned long main_ident = [] {
    py::gil_scoped_acquire gil;
    return py::module_::import("threading").attr("main_thread")().attr("ident").cast<unsigned long>();
  }();
  return PyThread_get_thread_ident() == main_ident;
}

}  // namespace

void run_engine(CancelToken& token, const std::function<void()>& work) {
  struct sigaction ours {};
  struct sigaction old {};
  // Another thread, or a process that ignores SIGINT (started in the background by a shell):
  // the call runs to its end or its limit, as Python code would.
  if (!is_main_thread() || sigaction(SIGINT, nullptr, &old) != 0 || old.sa_handler == SIG_IGN) {
    py::gil_scoped_release release;
    const CancelWatch watch(token);
    work();
    return;
  }
  ours.sa_handler = on_sigint;
  sigemptyset(&ours.sa_mask);
  g_sigint = 0;
  sigaction(SIGINT, &ours, &old);
  // A SIGINT that came before ours was installed (between the last Python instruction and
  // here) went to Python's handler, which only sets its flag: run it now, or that Ctrl-C
  // would wait for the end of the call. Its KeyboardInterrupt ends the call before it starts.
  if (PyErr_CheckSignals() != 0) {
    sigaction(SIGINT, &old, nullptr);
    throw py::error_already_set();
  }
  Watcher& w = watcher();
  w.set(&token);
  {
    py::gil_scoped_release release;
    try {
      const CancelWatch watch(token);
      work();
    } catch (...) {
      w.set(nullptr);
      sigaction(SIGINT, &old, nullptr);
      throw;
    }
  }
  w.set(nullptr);
  sigaction(SIGINT, &old, nullptr);
  if (g_sigint) {
    g_sigint = 0;
    PyErr_SetInterruptEx(SIGINT);
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
}

}  // namespace kakuro::python
