// cairo for the printable book (render --pdf), loaded with dlopen on first use instead of
// linked: libcairo.so.2 brings about 17 libraries (pixman, fontconfig, freetype, X11,
// xcb...) whose loading and relocation would otherwise cost every run of kakuro, even
// `kakuro --version`, about 1 ms. The headers give the functions' types; the library is
// needed only when a book is drawn.
#pragma once

#include <cairo-pdf.h>
#include <cairo.h>

#include <string>

namespace kakuro::views {

/// The library loaded, as named in the error message.
inline constexpr const char* kCairoLibrary = "libcairo.so.2";

// Every cairo function the book draws with: X(name) for cairo_name.
// clang-format off
#define KAKURO_CAIRO_FUNCTIONS(X)                                                                \
  X(create) X(destroy) X(status) X(status_to_string) X(get_target) X(show_page)                 \
  X(set_source_rgb) X(set_line_width) X(move_to) X(line_to) X(rel_line_to) X(rectangle)         \
  X(close_path) X(fill) X(stroke) X(toy_font_face_create) X(font_face_destroy) X(set_font_face) \
  X(set_font_size) X(text_extents) X(show_text) X(surface_finish) X(surface_status)             \
  X(surface_destroy) X(pdf_surface_create_for_stream) X(pdf_surface_set_size)                   \
  X(pdf_surface_set_metadata)
// clang-format on

/// cairo's functions by name without the "cairo_" prefix: `cairo().move_to(cr, x, y)`.
struct CairoApi {
#define KAKURO_CAIRO_POINTER(name) decltype(&::cairo_##name) name = nullptr;
  KAKURO_CAIRO_FUNCTIONS(KAKURO_CAIRO_POINTER)
#undef KAKURO_CAIRO_POINTER
};

/// Loads libcairo.so.2 and resolves every function, once per process (later calls, from
/// any thread, give the same answer). False with `error` set to dlerror()'s text when the
/// library or one of the functions cannot be loaded.
bool load_cairo(std::string& error);

/// The functions; only after load_cairo() has succeeded.
const CairoApi& cairo();

}  // namespace kakuro::views
