#include <sqlite3.h>

// Variadic SQLite calls cannot be called from Swift: these wrappers can.
static inline int csqlite_db_config_defensive(sqlite3 *db, int on) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, (int *)0);
}
